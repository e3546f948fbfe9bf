import type { SNSEvent } from "aws-lambda";
import { errorFields, log } from "@core/log";
import { handleSesEvent } from "@core/mail-preferences/suppression";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * SES's bounces and complaints (issue 32 §3, decision 049): the configuration set's event
 * destination publishes each to an SNS topic, which invokes this function. Each message is an SES
 * event; core records the suppression (mail-preferences/suppression.ts), the same code the local
 * outbox's mailbox simulator calls. An unreadable message is logged and skipped (a retry would not
 * mend it); a failure to record throws, so SNS retries and then parks the message in the queue.
 */
async function run(event: Partial<SNSEvent> = {}): Promise<{ recorded: number; ignored: number }> {
  const svc = services();
  const tally = { recorded: 0, ignored: 0 };
  for (const record of event.Records ?? []) {
    let message: unknown;
    try {
      message = JSON.parse(record.Sns?.Message ?? "");
    } catch {
      log.warn("mail event unreadable", { messageId: record.Sns?.MessageId });
      tally.ignored++;
      continue;
    }
    try {
      const outcome = await handleSesEvent(svc.table, message);
      if (outcome.recorded) tally.recorded += outcome.recorded;
      else tally.ignored++;
    } catch (error) {
      log.error("mail event not recorded", { messageId: record.Sns?.MessageId, ...errorFields(error) });
      throw error;
    }
  }
  return tally;
}

export const handler = withTelemetry("mail-events", run);
