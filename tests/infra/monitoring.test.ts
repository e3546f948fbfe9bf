import { App, Stack, type NestedStack } from "aws-cdk-lib";
import { AttributeType, Table } from "aws-cdk-lib/aws-dynamodb";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { Queue } from "aws-cdk-lib/aws-sqs";
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES, isDeployed } from "../../functions/handlers/routes";
import { EdgeWafStack, WAF_RATE_LIMIT } from "../../infra/constructs/edge-waf";
import { DEFAULT_HELD_CHECKS_PER_HOUR, MAX_5XX_RATE, MonitoringStack } from "../../infra/constructs/monitoring";
import { SmartParkingStack } from "../../infra/stack";

/**
 * The operators' side of the stack (decision 032): every alarm the README's "Operating it" lists
 * exists and mails the alarm topic, every asynchronous job parks its failures in a queue with an
 * alarm on it, and the WAF is there only when asked for.
 */
type Resource = { Type: string; Properties?: Record<string, unknown> };
type Resources = Record<string, Resource>;
type Dimension = { Name: string; Value: unknown };
type Alarm = {
  AlarmActions?: unknown[];
  MetricName?: string;
  Namespace?: string;
  Dimensions?: Dimension[];
  ExtendedStatistic?: string;
  Threshold: number;
  Metrics?: { Expression?: string; Id: string; MetricStat?: { Metric: { MetricName: string; Dimensions?: Dimension[] } } }[];
};

const ENV = { account: "123456789012", region: "ap-south-1" };
const EMAIL = "ops@smartparking.example";

function synth(options: { alarmEmail?: string; waf?: boolean } = {}) {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const waf = options.waf
    ? new EdgeWafStack(app, "SmartParkingWaf", { env: { ...ENV, region: "us-east-1" }, crossRegionReferences: true })
    : undefined;
  const stack = new SmartParkingStack(app, "SmartParking", {
    env: ENV,
    alarmEmail: options.alarmEmail,
    ...(waf ? { webAclArn: waf.webAclArn, crossRegionReferences: true } : {}),
  });
  const main = Template.fromStack(stack).toJSON().Resources as Resources;
  const monitoringStack = stack.node.findChild("Monitoring") as NestedStack;
  const monitoring = Template.fromStack(monitoringStack).toJSON().Resources as Resources;
  return { main, monitoring, waf: waf && (Template.fromStack(waf).toJSON().Resources as Resources) };
}

const ofType = (resources: Resources, type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const alarmsOf = (resources: Resources) =>
  ofType(resources, "AWS::CloudWatch::Alarm").map(([id, r]) => ({ id, ...(r.Properties as Alarm) }));
const fnId = (resources: Resources, pattern: RegExp) => ofType(resources, "AWS::Lambda::Function").find(([id]) => pattern.test(id))![0];

/** One synth (they are slow): both deploy settings set. The defaults are in stack.test.ts's synth and below. */
let defaults: ReturnType<typeof synth>;
beforeAll(() => {
  defaults = synth({ alarmEmail: EMAIL, waf: true });
});

describe("alarms and dashboard", () => {
  let main: Resources;
  let monitoring: Resources;
  let alarms: (Alarm & { id: string })[];
  /** The nested stack's parameter name → what the main stack passes (a Ref or GetAtt of its own resource). */
  let passed: Record<string, unknown>;

  beforeAll(() => {
    ({ main, monitoring } = defaults);
    alarms = alarmsOf(monitoring);
    const [, nested] = ofType(main, "AWS::CloudFormation::Stack")[0]!;
    passed = nested.Properties?.Parameters as Record<string, unknown>;
  });

  /** The main stack's resource a nested-stack dimension value refers to. */
  function resourceBehind(value: unknown): string {
    const parameter = (value as { Ref: string }).Ref;
    const given = passed[parameter] as { Ref?: string; "Fn::GetAtt"?: [string, string] };
    return given.Ref ?? given["Fn::GetAtt"]![0];
  }

  it("sends every alarm to the one alarm topic, which mails the deploy setting's address", () => {
    const [[topicId]] = [ofType(monitoring, "AWS::SNS::Topic")[0]!];
    expect(alarms.length).toBeGreaterThanOrEqual(15);
    // The canary alarms only roll deploys back (decision 054, tests/infra/safe-deploys.test.ts): they mail nobody.
    const [canary, mailed] = [alarms.filter((a) => /Canary/.test(a.id)), alarms.filter((a) => !/Canary/.test(a.id))];
    for (const alarm of mailed) expect(alarm.AlarmActions, alarm.id).toEqual([{ Ref: topicId }]);
    for (const alarm of canary) expect(alarm.AlarmActions, alarm.id).toBeUndefined();
    const subscriptions = ofType(monitoring, "AWS::SNS::Subscription").map(([, s]) => s.Properties);
    expect(subscriptions).toEqual([expect.objectContaining({ Protocol: "email", Endpoint: EMAIL, TopicArn: { Ref: topicId } })]);
  });

  it("alarms on the 5xx rate and the p99 latency of every API function and of the web server", () => {
    const contexts = [...new Set(API_ROUTES.filter(isDeployed).map((r) => r.context))];
    const http: [string, RegExp][] = [
      ...contexts.map((c): [string, RegExp] => [c, new RegExp(`^Api${c[0]!.toUpperCase()}${c.slice(1)}[A-F0-9]{8}$`)]),
    ];
    http.push(["remix-server", /^WebRemixServer[A-F0-9]{8}$/]);
    for (const [name, idPattern] of http) {
      const rate = alarms.find((a) =>
        a.Metrics?.some(
          (m) => m.MetricStat?.Metric.MetricName === "ServerErrors" && m.MetricStat.Metric.Dimensions?.some((d) => d.Value === name),
        ),
      );
      expect(rate, `5xx rate of ${name}`).toBeDefined();
      expect(rate!.Metrics!.find((m) => m.Expression)!.Expression).toMatch(/errors \/ requests/);
      expect(rate!.Threshold).toBe(MAX_5XX_RATE);
      const latency = alarms.find(
        (a) =>
          a.MetricName === "Duration" && a.ExtendedStatistic === "p99" && resourceBehind(a.Dimensions![0]!.Value) === fnId(main, idPattern),
      );
      expect(latency, `p99 of ${name}`).toBeDefined();
    }
  });

  it("gives every asynchronous job a dead-letter queue with an alarm on any message in it", () => {
    const jobs: [string, RegExp][] = [
      ["sweeper", /^HoldSweeper[A-F0-9]{8}$/],
      ["reconciler", /^PaymentReconciler[A-F0-9]{8}$/],
      ["content check", /^ContentCheckFunction[A-F0-9]{8}$/],
      ["reminders", /^RemindersFunction[A-F0-9]{8}$/],
    ];
    const queues = new Set<string>();
    for (const [job, pattern] of jobs) {
      const target = (
        main[fnId(main, pattern)]!.Properties?.DeadLetterConfig as { TargetArn: { "Fn::GetAtt": [string, string] } } | undefined
      )?.TargetArn;
      expect(target, `${job} has a dead-letter queue`).toBeDefined();
      const queueId = target!["Fn::GetAtt"][0];
      expect(main[queueId]?.Type).toBe("AWS::SQS::Queue");
      queues.add(queueId);
      const alarm = alarms.find(
        (a) => a.MetricName === "ApproximateNumberOfMessagesVisible" && resourceBehind(a.Dimensions![0]!.Value) === queueId,
      );
      expect(alarm, `${job}'s queue is alarmed`).toMatchObject({ Namespace: "AWS/SQS", Threshold: 0 });
    }
    expect(queues.size).toBe(jobs.length);
  });

  it("parks reminders EventBridge Scheduler could not deliver in the reminders' queue: its address for the schedulers, leave to send for the role", () => {
    const reminderQueue = (
      main[fnId(main, /^RemindersFunction/)]!.Properties?.DeadLetterConfig as { TargetArn: { "Fn::GetAtt": [string] } }
    ).TargetArn["Fn::GetAtt"][0];
    const booking = main[fnId(main, /^ApiBooking/)]!.Properties?.Environment as { Variables: Record<string, unknown> };
    expect(booking.Variables.REMINDER_DEAD_LETTER_ARN).toEqual({ "Fn::GetAtt": [reminderQueue, "Arn"] });
    const role = ofType(main, "AWS::IAM::Role").find(([id]) => /^RemindersSchedulerRole/.test(id))![0];
    const statements = ofType(main, "AWS::IAM::Policy")
      .filter(([, p]) => (p.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === role))
      .flatMap(([, p]) => (p.Properties?.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement);
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: expect.arrayContaining(["sqs:SendMessage"]), Resource: { "Fn::GetAtt": [reminderQueue, "Arn"] } }),
    );
  });

  it("alarms on failed refunds, reconciliation repairs, table throttles and held content checks", () => {
    const business = (name: string) => alarms.find((a) => a.MetricName === name && a.Namespace === "SmartParking");
    expect(business("RefundsFailed")).toMatchObject({ Threshold: 0 });
    expect(business("ReconciliationRepairs")).toMatchObject({ Threshold: 0 });
    expect(business("ContentChecks")).toMatchObject({
      Threshold: DEFAULT_HELD_CHECKS_PER_HOUR,
      Dimensions: expect.arrayContaining([{ Name: "outcome", Value: "held" }]),
    });
    const throttles = alarms.find((a) => a.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === "WriteThrottleEvents"));
    expect(
      throttles?.Metrics?.map((m) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(["ReadThrottleEvents", "WriteThrottleEvents"]);
    expect(throttles?.Threshold).toBe(0);
  });

  it("has one dashboard", () => {
    expect(ofType(monitoring, "AWS::CloudWatch::Dashboard")).toHaveLength(1);
  });

  it("traces every function with X-Ray and sends its logs and metrics through Powertools, under the stack's namespace", () => {
    // Ours: every function CDK builds from functions/handlers (createAppFunction); not CDK's own custom-resource handlers.
    const ours = ofType(main, "AWS::Lambda::Function").filter(
      ([, fn]) => (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.APP_ENV === "production",
    );
    expect(ours.length).toBeGreaterThanOrEqual(9);
    for (const [id, fn] of ours) {
      expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: "Active" });
      expect((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables, id).toMatchObject({
        TELEMETRY_ADAPTER: "powertools",
        POWERTOOLS_SERVICE_NAME: "smart-parking",
        POWERTOOLS_METRICS_NAMESPACE: "SmartParking",
      });
    }
  });
});

describe("alarm e-mail and WAF are deploy settings", () => {
  it("has an alarm topic with no subscriber when no alarmEmail is set", () => {
    // The monitoring alone, around stand-ins: a whole stack's synth takes seconds.
    const stack = new Stack(new App(), "Bare", { env: ENV });
    const fn = new LambdaFunction(stack, "Fn", {
      runtime: Runtime.NODEJS_22_X,
      handler: "index.handler",
      code: Code.fromInline("exports.handler = async () => ({});"),
    });
    const table = new Table(stack, "Table", { partitionKey: { name: "pk", type: AttributeType.STRING } });
    const monitoring = new MonitoringStack(stack, "Monitoring", {
      namespace: "Bare",
      httpFunctions: [{ name: "web", fn, p99Ms: 1000 }],
      deadLetterQueues: [{ job: "job", queue: new Queue(stack, "Queue") }],
      table,
      heldChecksPerHour: DEFAULT_HELD_CHECKS_PER_HOUR,
    });
    const resources = Template.fromStack(monitoring).toJSON().Resources as Resources;
    expect(ofType(resources, "AWS::SNS::Topic")).toHaveLength(1);
    expect(ofType(resources, "AWS::SNS::Subscription")).toHaveLength(0);
  });

  it("with waf=true, puts a us-east-1 web ACL with AWS managed rules and a rate rule in front of the distribution", () => {
    const [[, acl]] = [ofType(defaults.waf!, "AWS::WAFv2::WebACL")[0]!];
    expect(acl.Properties).toMatchObject({ Scope: "CLOUDFRONT", DefaultAction: { Allow: {} } });
    const rules = acl.Properties?.Rules as { Name: string; Statement: Record<string, { Name?: string; Limit?: number }> }[];
    expect(rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean)).toEqual([
      "AWSManagedRulesCommonRuleSet",
      "AWSManagedRulesKnownBadInputsRuleSet",
    ]);
    expect(rules.find((r) => r.Statement.RateBasedStatement)?.Statement.RateBasedStatement).toMatchObject({
      Limit: WAF_RATE_LIMIT,
      AggregateKeyType: "IP",
    });
    const [, distribution] = ofType(defaults.main, "AWS::CloudFront::Distribution")[0]!;
    expect(JSON.stringify((distribution.Properties?.DistributionConfig as Record<string, unknown>).WebACLId)).toMatch(/WebAclArn/);
  });
});
