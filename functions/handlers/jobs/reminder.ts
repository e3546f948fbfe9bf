import { reminderPayloadSchema, sendReminder, type ReminderOutcome } from "@core/booking/reminders";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * A booking reminder's job (decision 027): EventBridge Scheduler invokes it with the schedule's
 * payload ({bookingId, kind, due}) at the reminder's time; the local stack's timer calls it for the
 * local scheduler's due jobs. A malformed event is logged and dropped (a retry would not mend it);
 * a failure throws, so EventBridge retries (the sent mark keeps a retry from sending twice).
 */
async function run(event: unknown): Promise<{ outcome: ReminderOutcome | "invalid" }> {
  const parsed = reminderPayloadSchema.safeParse(event);
  if (!parsed.success) {
    log.warn("reminder event ignored: not a reminder payload", { issues: parsed.error.issues.map((i) => i.path.join(".")) });
    return { outcome: "invalid" };
  }
  try {
    const outcome = await sendReminder(services(), parsed.data);
    log.info("reminder", { bookingId: parsed.data.bookingId, kind: parsed.data.kind, due: parsed.data.due, outcome });
    return { outcome };
  } catch (error) {
    log.error("reminder failed", { bookingId: parsed.data.bookingId, kind: parsed.data.kind, ...errorFields(error) });
    throw error;
  }
}

export const handler = withTelemetry("reminder", run);
