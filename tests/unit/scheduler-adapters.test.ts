import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from "@aws-sdk/client-scheduler";
import { mockClient } from "aws-sdk-client-mock";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Booking } from "@core/booking/booking";
import { reminderDue, reminderName, syncReminders } from "@core/booking/reminders";
import { atExpression, EventBridgeScheduler } from "@core/ports/scheduler/eventbridge-scheduler";
import { LocalScheduler, sharedLocalScheduler } from "@core/ports/scheduler/local-scheduler";
import { handler as reminderHandler } from "../../functions/handlers/jobs/reminder";

/**
 * The scheduler port's adapters (decision 027). EventBridge Scheduler has no local stand-in, so its
 * adapter is held to the commands it sends (aws-sdk-client-mock); the local one to its clock.
 */
const aws = mockClient(SchedulerClient);
const target = {
  functionArn: "arn:aws:lambda:ap-south-1:123456789012:function:reminder",
  roleArn: "arn:aws:iam::123456789012:role/reminder-scheduler",
  group: "SmartParking-reminders",
};
const BOOKING = "0b6f3c2e-8a41-4d4e-9b55-6f0d2a7c9e11";

beforeEach(() => aws.reset());

describe("the EventBridge Scheduler adapter", () => {
  it("creates a one-off schedule in UTC that invokes the reminder function with the payload and deletes itself", async () => {
    aws.on(CreateScheduleCommand).resolves({ ScheduleArn: "arn:x" });
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), target);
    const at = new Date("2026-12-01T03:30:00.000Z");
    const payload = { bookingId: BOOKING, kind: "arrival", due: at.toISOString() };
    await scheduler.schedule(reminderName(BOOKING, "arrival"), at, payload);
    expect(aws.commandCalls(CreateScheduleCommand).map((c) => c.args[0].input)).toEqual([
      {
        Name: `reminder-${BOOKING}-arrival`,
        GroupName: "SmartParking-reminders",
        ScheduleExpression: "at(2026-12-01T03:30:00)",
        ScheduleExpressionTimezone: "UTC",
        FlexibleTimeWindow: { Mode: "OFF" },
        ActionAfterCompletion: "DELETE",
        State: "ENABLED",
        Target: {
          Arn: target.functionArn,
          RoleArn: target.roleArn,
          Input: JSON.stringify(payload),
          RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 900 },
        },
      },
    ]);
    expect(aws.commandCalls(UpdateScheduleCommand)).toHaveLength(0);
  });

  it("names the dead-letter queue in the target when CDK set one, so an undeliverable reminder is parked and alarmed", async () => {
    aws.on(CreateScheduleCommand).resolves({ ScheduleArn: "arn:x" });
    const deadLetterArn = "arn:aws:sqs:ap-south-1:123456789012:reminder-dead-letters";
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), { ...target, deadLetterArn });
    const at = new Date("2026-12-01T03:30:00.000Z");
    await scheduler.schedule(reminderName(BOOKING, "arrival"), at, { bookingId: BOOKING, kind: "arrival", due: at.toISOString() });
    expect(aws.commandCalls(CreateScheduleCommand)[0]!.args[0].input.Target?.DeadLetterConfig).toEqual({ Arn: deadLetterArn });
  });

  it("moves a schedule that exists (a changed booking) with UpdateSchedule", async () => {
    aws.on(CreateScheduleCommand).rejects(new ConflictException({ message: "exists", Message: "exists", $metadata: {} }));
    aws.on(UpdateScheduleCommand).resolves({ ScheduleArn: "arn:x" });
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), target);
    await scheduler.schedule("reminder-x-departure", new Date("2026-12-01T07:45:00Z"), { bookingId: "x" });
    expect(aws.commandCalls(UpdateScheduleCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        Name: "reminder-x-departure",
        ScheduleExpression: "at(2026-12-01T07:45:00)",
        ActionAfterCompletion: "DELETE",
      }),
    ]);
  });

  it("deletes a schedule from its group, and a schedule already gone is no error", async () => {
    aws
      .on(DeleteScheduleCommand)
      .rejectsOnce(new ResourceNotFoundException({ message: "gone", Message: "gone", $metadata: {} }))
      .resolves({});
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), target);
    await scheduler.cancel(`reminder-${BOOKING}-arrival`);
    await scheduler.cancel(`reminder-${BOOKING}-departure`);
    expect(aws.commandCalls(DeleteScheduleCommand).map((c) => c.args[0].input)).toEqual([
      { Name: `reminder-${BOOKING}-arrival`, GroupName: "SmartParking-reminders" },
      { Name: `reminder-${BOOKING}-departure`, GroupName: "SmartParking-reminders" },
    ]);
  });

  it("passes other failures on (the booking flow logs them), and names a missing target instead of guessing", async () => {
    aws.on(DeleteScheduleCommand).rejects(new Error("throttled"));
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), target);
    await expect(scheduler.cancel("reminder-x-arrival")).rejects.toThrow("throttled");
    const untargeted = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), { group: "g" });
    await expect(untargeted.schedule("reminder-x-arrival", new Date(), {})).rejects.toThrow(/REMINDER_FUNCTION_ARN is missing/);
    expect(aws.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });

  it("refuses a name EventBridge would refuse", async () => {
    const scheduler = new EventBridgeScheduler(new SchedulerClient({ region: "ap-south-1" }), target);
    await expect(scheduler.schedule("reminder x/../y", new Date(), {})).rejects.toThrow(/Invalid schedule name/);
    expect(reminderName(BOOKING, "departure").length).toBeLessThanOrEqual(64);
    expect(atExpression(new Date("2026-01-02T03:04:05.678Z"))).toBe("at(2026-01-02T03:04:05)");
  });
});

describe("the local scheduler", () => {
  it("runs each job once at its time, soonest first; a moved job runs at its new time, a cancelled one never", async () => {
    const local = new LocalScheduler();
    const ran: string[] = [];
    const run = (t: string) => local.runDue(new Date(t), async (p) => void ran.push(p.id!));
    await local.schedule("b", new Date("2026-12-01T10:00:00Z"), { id: "b" });
    await local.schedule("a", new Date("2026-12-01T09:00:00Z"), { id: "a" });
    await local.schedule("c", new Date("2026-12-01T09:30:00Z"), { id: "c" });
    await local.schedule("b", new Date("2026-12-01T11:00:00Z"), { id: "b-moved" });
    await local.cancel("c");
    await local.cancel("never-scheduled");

    expect((await run("2026-12-01T08:59:59Z")).ran).toBe(0);
    await run("2026-12-01T10:30:00Z");
    expect(ran).toEqual(["a"]);
    await run("2026-12-01T12:00:00Z");
    await run("2026-12-01T12:00:00Z");
    expect(ran).toEqual(["a", "b-moved"]);
    expect(local.pending()).toEqual([]);
  });

  it("reports a failing job and does not run it again", async () => {
    const local = new LocalScheduler();
    await local.schedule("x", new Date(0), {});
    const first = await local.runDue(new Date(1), () => Promise.reject(new Error("mail down")));
    expect(first.failed.map((f) => f.name)).toEqual(["x"]);
    expect((await local.runDue(new Date(2), () => Promise.resolve())).ran).toBe(0);
  });
});

describe("the local scheduler across restarts and module copies", () => {
  it("keeps its jobs in its file: a restarted stack still sends what was scheduled, and not what already ran", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "sp-schedules-")), "data", "schedules.json");
    const before = new LocalScheduler(file);
    await before.schedule("early", new Date("2026-12-01T09:00:00Z"), { id: "early" });
    await before.schedule("late", new Date("2026-12-01T10:00:00Z"), { id: "late" });
    await before.runDue(new Date("2026-12-01T09:30:00Z"), () => Promise.resolve());

    const after = new LocalScheduler(file);
    expect(after.pending()).toEqual([{ name: "late", at: new Date("2026-12-01T10:00:00Z"), payload: { id: "late" } }]);
    await after.cancel("late");
    expect(new LocalScheduler(file).pending()).toEqual([]);
  });

  it("is one per table in the process, whichever copy of the core asks (the pages' bundle and the stack's timer)", () => {
    expect(sharedLocalScheduler("http://127.0.0.1:1|table-a")).toBe(sharedLocalScheduler("http://127.0.0.1:1|table-a"));
    expect(sharedLocalScheduler("http://127.0.0.1:1|table-a")).not.toBe(sharedLocalScheduler("http://127.0.0.1:1|table-b"));
  });
});

describe("the reminder function", () => {
  it("drops an event that is not a reminder's payload (a retry would not mend it) without reading anything", async () => {
    for (const event of [
      {},
      { bookingId: BOOKING, kind: "arrival" },
      { bookingId: BOOKING, kind: "lunch", due: "2026-12-01T03:00:00.000Z" },
      "x",
    ])
      expect(await reminderHandler(event)).toEqual({ outcome: "invalid" });
  });
});

describe("reminder times", () => {
  it("are an hour before arrival and 15 minutes before departure", () => {
    const b = { inTime: "2026-12-01T04:00:00.000Z", outTime: "2026-12-01T06:00:00.000Z" };
    expect(reminderDue(b, "arrival").toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(reminderDue(b, "departure").toISOString()).toBe("2026-12-01T05:45:00.000Z");
  });

  it("are kept for what the booking still is: a parked stay only the departure, an ended or cancelled one none, a past time none", async () => {
    const local = new LocalScheduler();
    const svc = { scheduler: local };
    const b = { id: BOOKING, inTime: "2026-12-01T04:00:00.000Z", outTime: "2026-12-01T06:00:00.000Z" };
    const kinds = () => local.pending().map((job) => job.payload.kind);
    const before = new Date("2026-12-01T00:00:00Z");
    await syncReminders(svc, { ...b, status: "Confirmed" } as Booking, before);
    expect(kinds()).toEqual(["arrival", "departure"]);
    await syncReminders(svc, { ...b, status: "Parked" } as Booking, before);
    expect(kinds()).toEqual(["departure"]);
    for (const status of ["Completed", "Cancelled"] as const) {
      await syncReminders(svc, { ...b, status: "Confirmed" } as Booking, before);
      await syncReminders(svc, { ...b, status } as Booking, before);
      expect(kinds(), status).toEqual([]);
    }
    // Booked 30 minutes before arrival: too late for the arrival reminder, in time for the departure one.
    await syncReminders(svc, { ...b, status: "Confirmed" } as Booking, new Date("2026-12-01T03:30:00Z"));
    expect(kinds()).toEqual(["departure"]);
  });
});
