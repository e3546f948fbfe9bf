import { Duration, NestedStack } from "aws-cdk-lib";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import type { MetricName } from "@core/metrics";
import { SERVICE_NAME } from "@core/ports/telemetry/powertools-log";

/** A function that answers HTTP: an API context or the web server. `name` is its `function` dimension (functions/handlers/shared/telemetry.ts). */
export interface HttpFunction {
  name: string;
  /** Its `live` alias (what API Gateway invokes, decision 054), so Lambda's own metrics count the traffic it serves. */
  fn: IFunction;
  /** p99 duration above this, two 5-minute periods running, alarms. */
  p99Ms: number;
}

export interface MonitoringProps {
  /** The business metrics' CloudWatch namespace (metricsNamespace: the stack's name). */
  namespace: string;
  httpFunctions: HttpFunction[];
  /** Every asynchronous job's dead-letter queue, by job. */
  deadLetterQueues: { job: string; queue: IQueue }[];
  table: ITable;
  /** Where alarms are mailed (context `alarmEmail`); without it the topic has no subscriber yet. */
  alarmEmail?: string;
  /** Posts held because a checker could not answer, per hour, above which someone looks (context `heldChecksPerHour`). */
  heldChecksPerHour: number;
}

/** The 5xx rate above which an HTTP function alarms, with at least MIN_REQUESTS in the period (one 500 in three requests is noise). */
export const MAX_5XX_RATE = 0.05;
export const MIN_REQUESTS = 20;
export const DEFAULT_HELD_CHECKS_PER_HOUR = 10;
/**
 * The canary alarms' minimum requests per minute: at 10% of a quiet hour's traffic, fewer requests
 * than this say nothing about a new version.
 */
export const CANARY_MIN_REQUESTS = 5;
/**
 * Invocation errors a minute above which a canary fails: a version that cannot start (a missing
 * module, a bad setting) never writes the 5xx metric, but Lambda counts its errors.
 */
export const CANARY_MAX_INVOCATION_ERRORS = 2;

/**
 * Alarms, their SNS topic and the one dashboard (issue 16, docs/decisions/032-observability-and-alarms.md).
 * A nested stack: alarms grow with every function and job, and they need not count against the main
 * template's resource budget (CloudFormation's 500; tests/infra/stack.test.ts). What each alarm means
 * and what to do first is in the README's "Operating it".
 */
export class MonitoringStack extends NestedStack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  /**
   * Per HTTP function (by name), the alarms that roll its deploy back (decision 054): decision 032's
   * 5xx rate and p99, their one-minute twins, which can fire within the canary's 5 minutes where the
   * 10-minute alarms cannot, and the alias's invocation errors (a version that cannot start).
   */
  readonly rollbackAlarms = new Map<string, Alarm[]>();

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id, { description: "SMART PARKING alarms and dashboard" });

    // Publishers (CloudWatch) over TLS only.
    this.topic = new Topic(this, "AlarmTopic", { displayName: "SMART PARKING alarms", enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const business = (name: MetricName, dims: Record<string, string> = {}, period = Duration.minutes(5)) =>
      new Metric({
        namespace: props.namespace,
        metricName: name,
        dimensionsMap: { service: SERVICE_NAME, ...dims },
        statistic: "Sum",
        period,
      });
    const alarm = (id: string, metric: IMetric, threshold: number, description: string, evaluationPeriods = 1) => {
      const created = new Alarm(this, id, {
        // Named, so the e-mail's subject says which alarm (README "Operating it" uses these names).
        alarmName: `${props.namespace}-${id}`,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No data is the normal state of an error count (nothing was written): not an alarm.
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `${description} See README, "Operating it".`,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      this.alarms.push(created);
      return created;
    };

    for (const { name, fn, p99Ms } of props.httpFunctions) {
      const rate = (period: Duration, minRequests: number) => {
        const requests = (metricName: string) =>
          new Metric({
            namespace: props.namespace,
            metricName,
            dimensionsMap: { service: SERVICE_NAME, function: name },
            statistic: "Sum",
            period,
          });
        return new MathExpression({
          expression: `IF(requests >= ${minRequests}, errors / requests, 0)`,
          usingMetrics: { requests: requests("Requests"), errors: requests("ServerErrors") },
          label: `${name} 5xx rate`,
          period,
        });
      };
      const p99 = (period: Duration) => fn.metricDuration({ statistic: "p99", period });
      const errors = alarm(
        `${pascal(name)}5xxRate`,
        rate(Duration.minutes(5), MIN_REQUESTS),
        MAX_5XX_RATE,
        `More than 5% of ${name}'s responses were 5xx for 10 minutes.`,
        2,
      );
      const latency = alarm(
        `${pascal(name)}P99Latency`,
        p99(Duration.minutes(5)),
        p99Ms,
        `${name}'s p99 duration was above ${p99Ms} ms for 10 minutes.`,
        2,
      );
      // Deploy-only twins: no mail (the alarms above mail), they exist to stop a canary in time.
      const canary = (id: string, metric: IMetric, threshold: number, description: string) =>
        new Alarm(this, id, {
          alarmName: `${props.namespace}-${id}`,
          metric,
          threshold,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
          alarmDescription: `${description} Rolls a deploy back (decision 054); mails nobody.`,
        });
      const canaryErrors = canary(
        `${pascal(name)}Canary5xxRate`,
        rate(Duration.minutes(1), CANARY_MIN_REQUESTS),
        MAX_5XX_RATE,
        `More than 5% of ${name}'s responses were 5xx in 2 of 3 minutes.`,
      );
      const canaryLatency = canary(
        `${pascal(name)}CanaryP99Latency`,
        p99(Duration.minutes(1)),
        p99Ms,
        `${name}'s p99 duration was above ${p99Ms} ms in 2 of 3 minutes.`,
      );
      const canaryCrashes = canary(
        `${pascal(name)}CanaryInvocationErrors`,
        fn.metricErrors({ statistic: "Sum", period: Duration.minutes(1) }),
        CANARY_MAX_INVOCATION_ERRORS,
        `${name} failed more than ${CANARY_MAX_INVOCATION_ERRORS} invocations a minute (crashes, timeouts) in 2 of 3 minutes.`,
      );
      this.rollbackAlarms.set(name, [errors, latency, canaryErrors, canaryLatency, canaryCrashes]);
    }

    for (const { job, queue } of props.deadLetterQueues) {
      alarm(
        `${pascal(job)}DeadLetters`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: "Maximum" }),
        0,
        `The ${job} job has failed invocations in its dead-letter queue.`,
      );
    }

    alarm("RefundsFailed", business("RefundsFailed"), 0, "A refund attempt failed at the gateway (the sweeper retries it).");
    alarm(
      "ReconciliationRepairs",
      business("ReconciliationRepairs", {}, Duration.minutes(15)),
      0,
      "The reconciler settled a payment neither the callback nor the webhook had settled.",
    );
    const throttles = new MathExpression({
      expression: "reads + writes",
      usingMetrics: {
        reads: props.table.metric("ReadThrottleEvents", { statistic: "Sum", period: Duration.minutes(5) }),
        writes: props.table.metric("WriteThrottleEvents", { statistic: "Sum", period: Duration.minutes(5) }),
      },
      label: "table throttle events",
      period: Duration.minutes(5),
    });
    alarm("TableThrottles", throttles, 0, "DynamoDB throttled reads or writes of the table.");
    alarm(
      "ContentChecksHeld",
      business("ContentChecks", { outcome: "held" }, Duration.hours(1)),
      props.heldChecksPerHour,
      `More than ${props.heldChecksPerHour} posts in an hour were held because a content checker could not answer.`,
    );

    this.dashboard = this.buildDashboard(props, business, throttles);
  }

  private buildDashboard(
    props: MonitoringProps,
    business: (name: MetricName, dims?: Record<string, string>, period?: Duration) => Metric,
    throttles: IMetric,
  ): Dashboard {
    const dashboard = new Dashboard(this, "Dashboard", { dashboardName: props.namespace, defaultInterval: Duration.hours(24) });
    const perFunction = (metricName: string, statistic: string) =>
      props.httpFunctions.map(
        ({ name }) =>
          new Metric({
            namespace: props.namespace,
            metricName,
            dimensionsMap: { service: SERVICE_NAME, function: name },
            statistic,
            period: Duration.minutes(5),
            label: name,
          }),
      );
    dashboard.addWidgets(
      new TextWidget({
        markdown: "# SMART PARKING\nAlarms, traffic and the business in one place. What each alarm means: README, *Operating it*.",
        width: 24,
        height: 2,
      }),
      new AlarmStatusWidget({ title: "Alarms", alarms: this.alarms, width: 24, height: 4 }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: "Requests per function", left: perFunction("Requests", "Sum"), width: 8 }),
      new GraphWidget({ title: "5xx responses per function", left: perFunction("ServerErrors", "Sum"), width: 8 }),
      new GraphWidget({
        title: "p99 duration (ms)",
        left: props.httpFunctions.map(({ name, fn }) => fn.metricDuration({ statistic: "p99", period: Duration.minutes(5), label: name })),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new SingleValueWidget({
        title: "Today",
        metrics: (["Searches", "HoldsPlaced", "BookingsConfirmed", "Payments", "Reports"] as const).map((name) =>
          business(name, {}, Duration.days(1)),
        ),
        width: 24,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: "Searches, holds and bookings",
        left: (["Searches", "HoldsPlaced", "HoldsRefused", "BookingsConfirmed"] as const).map((name) => business(name)),
        width: 8,
      }),
      new GraphWidget({
        title: "Money: payments, refunds, repairs",
        left: (["Payments", "RefundsRequested", "RefundsFailed", "ReconciliationRepairs"] as const).map((name) => business(name)),
        width: 8,
      }),
      new GraphWidget({
        title: "Content checks by outcome, reports",
        left: [
          ...["published", "held", "checking", "review", "refused", "mismatch", "undetermined"].map((outcome) =>
            business("ContentChecks", { outcome }).with({ label: outcome }),
          ),
          business("Reports"),
        ],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: "Dead-letter queues (messages)",
        left: props.deadLetterQueues.map(({ job, queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: "Maximum", label: job }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: "Table: consumed capacity and throttles",
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: Duration.minutes(5) }),
          props.table.metricConsumedWriteCapacityUnits({ period: Duration.minutes(5) }),
        ],
        right: [throttles],
        width: 8,
      }),
      new GraphWidget({
        title: "Lambda errors and throttles",
        left: props.httpFunctions.map(({ name, fn }) => fn.metricErrors({ period: Duration.minutes(5), label: `${name} errors` })),
        right: props.httpFunctions.map(({ name, fn }) => fn.metricThrottles({ period: Duration.minutes(5), label: `${name} throttles` })),
        width: 8,
      }),
    );
    return dashboard;
  }
}

function pascal(text: string): string {
  return text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}
