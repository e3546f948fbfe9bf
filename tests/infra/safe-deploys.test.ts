import { App, type NestedStack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES, isDeployed } from "../../functions/handlers/routes";
import { SmartParkingStack } from "../../infra/stack";

/**
 * Safe deploys (issue 33, decision 054): every HTTP function answers through a `live` alias on a
 * published version, API Gateway invokes the alias, and CodeDeploy shifts it 10% for 5 minutes,
 * rolling back by itself when that function's 5xx or p99 alarms fire.
 */
type Resource = { Type: string; Properties?: Record<string, unknown>; UpdatePolicy?: Record<string, unknown>; DependsOn?: string[] };
type Resources = Record<string, Resource>;

const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

let main: Resources;
let nested: Resources;
let nestedId: string;
/** The nested stack's parameters → what the main stack passes for them. */
let passed: Record<string, { Ref?: string }>;

beforeAll(() => {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new SmartParkingStack(app, "SmartParking", { env: { account: "123456789012", region: "ap-south-1" } });
  main = Template.fromStack(stack).toJSON().Resources as Resources;
  nested = Template.fromStack(stack.node.findChild("Monitoring") as NestedStack).toJSON().Resources as Resources;
  const [id, resource] = ofType(main, "AWS::CloudFormation::Stack")[0]!;
  nestedId = id;
  passed = resource.Properties?.Parameters as Record<string, { Ref?: string }>;
});

const contexts = [...new Set(API_ROUTES.filter(isDeployed).map((r) => r.context))];
const HTTP_FUNCTIONS: [name: string, idPattern: RegExp][] = [
  ...contexts.map((c): [string, RegExp] => [c, new RegExp(`^Api${c[0]!.toUpperCase()}${c.slice(1)}[A-F0-9]{8}$`)]),
  ["remix-server", /^WebRemixServer[A-F0-9]{8}$/],
];

function aliasOf(fnId: string): [string, Resource] {
  const found = ofType(main, "AWS::Lambda::Alias").filter(([, a]) => (a.Properties?.FunctionName as { Ref: string }).Ref === fnId);
  expect(found, fnId).toHaveLength(1);
  return found[0]!;
}

function groupNamed(name: string): Resource {
  const found = ofType(nested, "AWS::CodeDeploy::DeploymentGroup").filter(([, g]) => g.Properties?.DeploymentGroupName === name);
  expect(found, name).toHaveLength(1);
  return found[0]![1];
}

describe("safe deploys", () => {
  it("publishes every API and web function as a version behind a `live` alias, and no job", () => {
    for (const [name, pattern] of HTTP_FUNCTIONS) {
      const fnId = ofType(main, "AWS::Lambda::Function").find(([id]) => pattern.test(id))?.[0];
      expect(fnId, name).toBeDefined();
      const [, alias] = aliasOf(fnId!);
      expect(alias.Properties?.Name).toBe("live");
      const versionId = (alias.Properties?.FunctionVersion as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
      expect(main[versionId]?.Type).toBe("AWS::Lambda::Version");
      expect(main[versionId]?.Properties?.FunctionName).toEqual({ Ref: fnId });
    }
    expect(ofType(main, "AWS::Lambda::Alias")).toHaveLength(HTTP_FUNCTIONS.length);
  });

  it("has API Gateway invoke the aliases only, never a function's $LATEST", () => {
    const aliasIds = new Set(ofType(main, "AWS::Lambda::Alias").map(([id]) => id));
    const integrations = ofType(main, "AWS::ApiGatewayV2::Integration");
    expect(integrations).toHaveLength(HTTP_FUNCTIONS.length);
    for (const [id, integration] of integrations) {
      const uri = integration.Properties?.IntegrationUri as { Ref?: string };
      expect(aliasIds.has(uri.Ref ?? ""), id).toBe(true);
    }
    // The invoke permissions are the aliases' too: a permission on the function would not let API Gateway call the alias.
    for (const [id, permission] of ofType(main, "AWS::Lambda::Permission").filter(
      ([, p]) => p.Properties?.Principal === "apigateway.amazonaws.com",
    )) {
      expect(aliasIds.has((permission.Properties?.FunctionName as { Ref?: string }).Ref ?? ""), id).toBe(true);
    }
  });

  it("shifts each alias through its own CodeDeploy group, canary 10% for 5 minutes, rolling back on failure, stop or alarm", () => {
    const [[appId, app]] = [ofType(nested, "AWS::CodeDeploy::Application")[0]!];
    expect(app.Properties).toEqual({ ApplicationName: "SmartParking", ComputePlatform: "Lambda" });
    for (const [name, pattern] of HTTP_FUNCTIONS) {
      const fnId = ofType(main, "AWS::Lambda::Function").find(([id]) => pattern.test(id))![0];
      const [, alias] = aliasOf(fnId);
      expect(alias.UpdatePolicy, name).toEqual({
        CodeDeployLambdaAliasUpdate: { ApplicationName: "SmartParking", DeploymentGroupName: name },
      });
      // The group (in the nested stack) exists before CloudFormation moves the alias through it.
      expect(alias.DependsOn).toContain(nestedId);
      const group = groupNamed(name);
      expect(group.Properties).toMatchObject({
        ApplicationName: { Ref: appId },
        DeploymentConfigName: "CodeDeployDefault.LambdaCanary10Percent5Minutes",
        DeploymentStyle: { DeploymentType: "BLUE_GREEN", DeploymentOption: "WITH_TRAFFIC_CONTROL" },
        AutoRollbackConfiguration: {
          Enabled: true,
          Events: expect.arrayContaining(["DEPLOYMENT_FAILURE", "DEPLOYMENT_STOP_ON_REQUEST", "DEPLOYMENT_STOP_ON_ALARM"]),
        },
      });
    }
  });

  it("rolls a function's deploy back on its own 5xx-rate, p99 and invocation-error alarms (decision 032's and one-minute canary ones), no other", () => {
    for (const [name, pattern] of HTTP_FUNCTIONS) {
      const fnId = ofType(main, "AWS::Lambda::Function").find(([id]) => pattern.test(id))![0];
      const config = groupNamed(name).Properties?.AlarmConfiguration as { Enabled: boolean; Alarms: { Name: { Ref: string } }[] };
      expect(config.Enabled).toBe(true);
      const wired = config.Alarms.map((a) => nested[a.Name.Ref]!);
      expect(wired.map((a) => a.Type)).toEqual(Array(5).fill("AWS::CloudWatch::Alarm"));

      const rates = wired.filter((a) => JSON.stringify(a.Properties?.Metrics ?? "").includes('"ServerErrors"'));
      expect(rates, name).toHaveLength(2);
      for (const rate of rates) {
        const dimensions = JSON.stringify(rate.Properties?.Metrics);
        expect(dimensions, name).toContain(`"Value":"${name}"`);
      }
      // One 10-minute alarm that also mails, one that fires within the canary's 5 minutes.
      expect(
        rates
          .map((a) => a.Properties?.Metrics)
          .flat()
          .map((m) => (m as { MetricStat?: { Period: number } }).MetricStat?.Period),
      ).toEqual(expect.arrayContaining([300, 60]));

      const latencies = wired.filter((a) => a.Properties?.MetricName === "Duration");
      expect(latencies, name).toHaveLength(2);
      expect(latencies.map((a) => a.Properties?.Period).sort()).toEqual([300, 60].sort());
      for (const latency of latencies) {
        expect(latency.Properties?.ExtendedStatistic).toBe("p99");
        // Measured on the alias, which serves all the function's traffic.
        const dims = latency.Properties?.Dimensions as { Name: string; Value: unknown }[];
        const fnParam = (dims.find((d) => d.Name === "FunctionName")!.Value as { Ref: string }).Ref;
        expect(passed[fnParam]?.Ref).toBe(fnId);
        expect(JSON.stringify(dims.find((d) => d.Name === "Resource")!.Value)).toContain(":live");
      }
      // A version that cannot start writes no 5xx metric: Lambda's invocation errors on the alias catch it.
      const crashes = wired.filter((a) => a.Properties?.MetricName === "Errors");
      expect(crashes, name).toHaveLength(1);
      expect(crashes[0]!.Properties).toMatchObject({ Namespace: "AWS/Lambda", Statistic: "Sum", Period: 60, Threshold: 2 });
      expect(JSON.stringify(crashes[0]!.Properties?.Dimensions)).toContain(":live");
      // The canary alarms stop a deploy within its 5 minutes: 2 of 3 one-minute periods.
      const canary = wired.filter((a) => a.Properties?.EvaluationPeriods === 3);
      expect(canary, name).toHaveLength(3);
      for (const alarm of canary) expect(alarm.Properties?.DatapointsToAlarm).toBe(2);
    }
  });
});
