import { z } from "zod";
import { normaliseEmail } from "../account/user";
import { log } from "../log";
import { ConditionFailedError, type Table } from "../ports/table/table";

/**
 * Addresses we no longer mail (decision 049), modelled on SES's account-level suppression list:
 * `SUPPRESSED#<address>` / `SUPPRESSED`, written when SES reports a hard bounce or a complaint
 * (through SNS in AWS; the outbox's mailbox simulator locally, with the same event JSON).
 *
 * - A hard (Permanent) bounce stops every kind of mail, account and booking mail too: the address
 *   does not take mail, and sending on only harms the sender's reputation. Soft (Transient) bounces
 *   are ignored, as SES does: a full mailbox is tomorrow's working one.
 * - A complaint ("this is spam") stops every optional kind (reminders, community, offers), but not
 *   the account and booking mail the member asked for or paid for: a member who marked a reminder
 *   as spam still gets the password reset they request and the receipt for what they paid.
 * Keyed by address, not member: a new address is a fresh start, and the record outlives an account
 * deletion on purpose (an erased member's address that bounced still bounces).
 */
export type SuppressionReason = "bounce" | "complaint";

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  at: string;
}

interface SuppressionItem extends Suppression {
  pk: string;
  sk: string;
  entity: "mail-suppression";
}

export const suppressionKeys = {
  item: (email: string) => ({ pk: `SUPPRESSED#${normaliseEmail(email)}`, sk: "SUPPRESSED" }),
};

export async function readSuppression(table: Table, email: string): Promise<Suppression | undefined> {
  const key = suppressionKeys.item(email);
  const item = await table.get<SuppressionItem>(key.pk, key.sk);
  return item ? { email: item.email, reason: item.reason, at: item.at } : undefined;
}

/** Does this suppression stop mail of this kind ("essential" = account and booking mail)? */
export function stopsMail(suppression: Suppression | undefined, essential: boolean): boolean {
  if (!suppression) return false;
  return suppression.reason === "bounce" || !essential;
}

/**
 * Records a suppression. A bounce outranks a complaint (it stops more), so a complaint never
 * weakens a bounce already recorded: the write is conditioned on that.
 */
export async function recordSuppression(table: Table, email: string, reason: SuppressionReason, at: string): Promise<void> {
  const key = suppressionKeys.item(email);
  const item: SuppressionItem = { ...key, entity: "mail-suppression", email: normaliseEmail(email), reason, at };
  try {
    await table.put(
      item,
      reason === "complaint"
        ? { expression: "attribute_not_exists(pk) OR #reason <> :bounce", names: { "#reason": "reason" }, values: { ":bounce": "bounce" } }
        : undefined,
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) return;
    throw error;
  }
}

/** The parts of an SES event (configuration-set event publishing, or identity notifications) we act on. */
const recipients = z.array(z.object({ emailAddress: z.string().min(3).max(320) })).max(100);
const sesEvent = z
  .object({
    eventType: z.string().optional(),
    notificationType: z.string().optional(),
    bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipients, timestamp: z.string().optional() }).optional(),
    complaint: z.object({ complainedRecipients: recipients, timestamp: z.string().optional() }).optional(),
  })
  .passthrough();

export type MailEventOutcome = { recorded: number; ignored: string | undefined };

/**
 * One SES event: a permanent bounce or a complaint suppresses its recipients; anything else
 * (deliveries, soft bounces, opens) is ignored. Used by the SNS handler in AWS and by the local
 * outbox's simulator: one rule, one place.
 */
export async function handleSesEvent(table: Table, event: unknown, now = new Date()): Promise<MailEventOutcome> {
  const parsed = sesEvent.safeParse(event);
  if (!parsed.success) return { recorded: 0, ignored: "not an SES event" };
  const type = parsed.data.eventType ?? parsed.data.notificationType;
  let reason: SuppressionReason;
  let list: { emailAddress: string }[];
  let at: string;
  if (type === "Bounce" && parsed.data.bounce) {
    if (parsed.data.bounce.bounceType !== "Permanent") return { recorded: 0, ignored: `${parsed.data.bounce.bounceType} bounce` };
    reason = "bounce";
    list = parsed.data.bounce.bouncedRecipients;
    at = parsed.data.bounce.timestamp ?? now.toISOString();
  } else if (type === "Complaint" && parsed.data.complaint) {
    reason = "complaint";
    list = parsed.data.complaint.complainedRecipients;
    at = parsed.data.complaint.timestamp ?? now.toISOString();
  } else {
    return { recorded: 0, ignored: type ?? "no event type" };
  }
  for (const { emailAddress } of list) await recordSuppression(table, emailAddress, reason, at);
  // The address is personal data: the log says how many, not who.
  log.info("mail suppressed", { reason, recipients: list.length });
  return { recorded: list.length, ignored: undefined };
}
