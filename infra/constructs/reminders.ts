import { Duration, Stack } from "aws-cdk-lib";
import { PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { ScheduleGroup } from "aws-cdk-lib/aws-scheduler";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { applyGrants } from "./api";
import { acknowledgeFunctionBaseline, acknowledgeWildcard } from "./nag";
import { createAppFunction } from "./node-function";
import { deadLetterQueue, type JobData } from "./scheduled-job";

export interface RemindersConstructProps {
  data: JobData;
  /** Settings every function reads (besides TABLE_NAME and FILES_BUCKET). */
  environment: Record<string, string>;
}

/**
 * Booking reminders in AWS (issue 14, docs/decisions/027-booking-reminders.md):
 * - the reminder function (functions/handlers/jobs/reminder.ts), which EventBridge Scheduler invokes
 *   with a reminder's payload; it reads the booking, writes the sent mark and mails through SES;
 * - the schedule group the one-off schedules live in;
 * - the role EventBridge Scheduler assumes to invoke the function (lambda:InvokeFunction on it only).
 *
 * Functions that confirm, change or cancel bookings (the booking API, the Remix server, the payment
 * reconciler) get `allowScheduling`: the function, role and group in their environment, leave to
 * create, update and delete schedules in this group, and PassRole on the role to EventBridge Scheduler.
 */
export class RemindersConstruct extends Construct {
  readonly function: NodejsFunction;
  readonly group: ScheduleGroup;
  /** The role EventBridge Scheduler assumes to invoke the reminder function. */
  readonly schedulerRole: Role;
  /**
   * Reminders that failed: invocations the function failed after Lambda's retries, and schedules
   * EventBridge Scheduler could not deliver at all (each schedule's DeadLetterConfig names it).
   */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: RemindersConstructProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.deadLetterQueue = deadLetterQueue(this, "DeadLetters");
    this.function = createAppFunction(this, "Function", {
      entry: "jobs/reminder",
      deadLetterQueue: this.deadLetterQueue,
      // One booking read, one mark, one voucher PDF and one e-mail.
      timeout: Duration.seconds(30),
      environment: {
        TABLE_NAME: props.data.table.tableName,
        FILES_BUCKET: props.data.filesBucket.bucketName,
        ...props.environment,
      },
    });
    applyGrants(this.function, ["table:read", "table:write", "mail:send"], {
      table: props.data.table,
      bucket: props.data.filesBucket,
      secret: props.data.appSecret,
      paymentSecret: props.data.paymentSecret,
      mailFrom: props.data.mailFrom,
    });
    acknowledgeFunctionBaseline(this.function);

    this.group = new ScheduleGroup(this, "Group", { scheduleGroupName: `${stack.stackName}-reminders`.slice(0, 64) });

    this.schedulerRole = new Role(this, "SchedulerRole", {
      description: "EventBridge Scheduler invokes this stack's reminder function",
      // Only EventBridge Scheduler acting for this account (confused-deputy guard).
      assumedBy: new ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": stack.account } },
      }),
    });
    this.function.grantInvoke(this.schedulerRole);
    acknowledgeWildcard(
      this.schedulerRole,
      `${this.function.functionArn}:*`,
      "The reminder function's own versions and aliases (decision 053)",
    );
    this.deadLetterQueue.grantSendMessages(this.schedulerRole);
  }

  /** A function that schedules reminders: where they go, and leave to create and delete them. */
  allowScheduling(fn: NodejsFunction): void {
    fn.addEnvironment("SCHEDULER_ADAPTER", "eventbridge");
    fn.addEnvironment("REMINDER_FUNCTION_ARN", this.function.functionArn);
    fn.addEnvironment("REMINDER_ROLE_ARN", this.schedulerRole.roleArn);
    fn.addEnvironment("REMINDER_SCHEDULE_GROUP", this.group.scheduleGroupName);
    fn.addEnvironment("REMINDER_DEAD_LETTER_ARN", this.deadLetterQueue.queueArn);
    const reminders = Stack.of(this).formatArn({
      service: "scheduler",
      resource: "schedule",
      resourceName: `${this.group.scheduleGroupName}/reminder-*`,
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ["scheduler:CreateSchedule", "scheduler:UpdateSchedule", "scheduler:DeleteSchedule"],
        resources: [reminders],
      }),
    );
    acknowledgeWildcard(fn, reminders, "Reminder schedules in this stack's group only: one per booking, named at run time (decision 053)");
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ["iam:PassRole"],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { "iam:PassedToService": "scheduler.amazonaws.com" } },
      }),
    );
  }
}
