import type { CreateScheduleCommandInput, SchedulerClient } from "@aws-sdk/client-scheduler";
import { ConfigError } from "../../config";
import { onFirstUse, type ClientSource } from "../aws-clients";
import { assertScheduleName, type SchedulePayload, type Scheduler } from "./scheduler";

export interface EventBridgeTarget {
  /** The function the schedules invoke (the reminder Lambda); set by CDK on the functions that schedule. */
  functionArn?: string;
  /** The role EventBridge Scheduler assumes to invoke it. */
  roleArn?: string;
  /** The schedule group the stack created for these schedules. */
  group: string;
  /** The SQS queue a reminder goes to when EventBridge could not invoke the function (decision 032); its depth is alarmed. */
  deadLetterArn?: string;
}

/** `at(2026-11-27T09:30:00)`: EventBridge's one-off expression, to the second, read in UTC below. */
export function atExpression(at: Date): string {
  return `at(${at.toISOString().slice(0, 19)})`;
}

/**
 * One-off EventBridge Scheduler schedules (decision 027): `at(...)` in UTC, no flexible window,
 * deleted by EventBridge once they ran (ActionAfterCompletion DELETE). Scheduling a name that
 * exists updates it, so a moved booking moves its reminders; deleting one that is gone is fine.
 */
export class EventBridgeScheduler implements Scheduler {
  private readonly client: () => Promise<SchedulerClient>;

  constructor(
    client: ClientSource<SchedulerClient>,
    private readonly target: EventBridgeTarget,
  ) {
    // Built at the first schedule, not when the function starts (decision 034).
    this.client = onFirstUse(client);
  }

  /** The client and the Scheduler module its commands and errors come from. */
  private ready() {
    return Promise.all([this.client(), import("@aws-sdk/client-scheduler")]);
  }

  async schedule(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    assertScheduleName(name);
    const { functionArn, roleArn, group } = this.target;
    // Only the functions that change bookings have these (CDK's allowScheduling): named, never guessed.
    if (!functionArn || !roleArn)
      throw new ConfigError(
        `Invalid configuration: ${functionArn ? "REMINDER_ROLE_ARN" : "REMINDER_FUNCTION_ARN"} is missing (SCHEDULER_ADAPTER=eventbridge)`,
      );
    const input: CreateScheduleCommandInput = {
      Name: name,
      GroupName: group,
      ScheduleExpression: atExpression(at),
      ScheduleExpressionTimezone: "UTC",
      FlexibleTimeWindow: { Mode: "OFF" },
      ActionAfterCompletion: "DELETE",
      State: "ENABLED",
      Target: {
        Arn: functionArn,
        RoleArn: roleArn,
        Input: JSON.stringify(payload),
        // A reminder an hour late is no reminder: a few retries within 15 minutes, then it is dropped.
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 900 },
        ...(this.target.deadLetterArn ? { DeadLetterConfig: { Arn: this.target.deadLetterArn } } : {}),
      },
    };
    const [client, { ConflictException, CreateScheduleCommand, UpdateScheduleCommand }] = await this.ready();
    try {
      await client.send(new CreateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      await client.send(new UpdateScheduleCommand(input));
    }
  }

  async cancel(name: string): Promise<void> {
    assertScheduleName(name);
    const [client, { DeleteScheduleCommand, ResourceNotFoundException }] = await this.ready();
    try {
      await client.send(new DeleteScheduleCommand({ Name: name, GroupName: this.target.group }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
