import { mailLanguage } from "../account/emails";
import { getUser } from "../account/user-store";
import type { Language } from "../i18n/languages";
import { errorFields, log } from "../log";
import { ConditionFailedError, type Table } from "../ports/table/table";
import type { Services } from "../services";
import type { Booking } from "./booking";
import { getBooking } from "./booking-store";
import { sendBookingCancelled, sendBookingChanged, sendBookingConfirmation } from "./confirmation-mail";

/**
 * Booking e-mails that survive a mailer failure (decision 031). Before a booking e-mail is sent, a
 * durable "mail due" record is written; it is deleted once the mailer took the message. When the
 * mailer fails (SES throttling or an outage, a full disk locally) the record stays, and the sweeper
 * sends it again with back-off, from the booking as it is then, so the member still gets the mail.
 *
 * The record is not written in the confirmation's own transaction: that one already holds a slot per
 * hour of the stay (up to ~96 of DynamoDB's 100 items). It is written right after, before the send,
 * so only a process that dies between those two writes can lose a mail (the webhook's and the
 * reconciler's repeats find the booking "already" confirmed and do not mail).
 *
 * Delivery is at least once: a send that succeeded but whose record could not be deleted is sent
 * again by the sweeper. A second copy of a confirmation is better than none.
 *
 * Key plan: `MAILDUE#<booking id>` / `<kind>#<queuedAt>`; gsi1 `MAILDUE` / `<nextAttemptAt>#<booking id>`
 * is the sweeper's queue of mails whose back-off is over.
 */
export type BookingMailKind = "confirmation" | "changed" | "cancelled";

export interface BookingMailDue {
  pk: string;
  sk: string;
  bookingId: string;
  kind: BookingMailKind;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  gsi1pk?: string;
  gsi1sk?: string;
  createdAt: string;
  entity: "booking-mail-due";
}

type MailServices = Pick<Services, "table" | "config" | "mailer">;

const QUEUE = "MAILDUE";
/** How long a send in progress keeps its record away from the sweeper. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Back-off between attempts: 1, 2, 4 … minutes, at most an hour; then it is given up and logged. */
const MAX_BACKOFF_MS = 60 * 60_000;
export const MAX_MAIL_ATTEMPTS = 12;

/** Each in the member's language (their profile's; issue 35 §4). */
const SENDERS: Record<
  BookingMailKind,
  (svc: MailServices, booking: Booking, to: string, name: string, language: Language) => Promise<void>
> = {
  confirmation: (svc, booking, to, name, language) => sendBookingConfirmation(svc, booking, to, name, false, language),
  changed: sendBookingChanged,
  cancelled: sendBookingCancelled,
};

const isoPlus = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const queued = (record: BookingMailDue, nextAttemptAt: string) => ({ gsi1pk: QUEUE, gsi1sk: `${nextAttemptAt}#${record.bookingId}` });

/**
 * Sends a booking e-mail now, with a durable record that lets the sweeper send it again if the
 * mailer fails. Never throws: the booking is already made; a mail problem must not turn it into an error.
 */
export async function sendBookingMail(svc: MailServices, booking: Booking, kind: BookingMailKind, now = new Date()): Promise<void> {
  const nextAttemptAt = isoPlus(now, MAIL_LEASE_MS);
  const base = { pk: `${QUEUE}#${booking.id}`, sk: `${kind}#${now.toISOString()}`, bookingId: booking.id, kind };
  const record: BookingMailDue = {
    ...base,
    attempts: 1,
    nextAttemptAt,
    ...queued(base as BookingMailDue, nextAttemptAt),
    createdAt: now.toISOString(),
    entity: "booking-mail-due",
  };
  let recorded = false;
  try {
    await svc.table.put(record);
    recorded = true;
  } catch (error) {
    // Still worth one try without the safety net.
    log.error("booking e-mail not queued", { bookingId: booking.id, kind, ...errorFields(error) });
  }
  await deliver(svc, record, booking, now, recorded);
}

/**
 * The sweeper's share: every booking e-mail whose back-off (or a send's lease) is over is claimed
 * with a conditional write, so two sweepers never send the same one, and sent again.
 */
export async function retryDueBookingMails(svc: MailServices, now = new Date()): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  const due = await svc.table.queryAll<BookingMailDue>({ index: "gsi1", pk: QUEUE, sk: { lte: `${now.toISOString()}#~` } });
  for (const record of due) {
    const claimed = await claim(svc.table, record, now);
    if (!claimed) continue;
    const booking = await getBooking(svc.table, claimed.bookingId);
    // A confirmation for a booking cancelled meanwhile would mislead: the cancellation mail tells what matters.
    if (!booking || (claimed.kind !== "cancelled" && booking.status === "Cancelled")) {
      await svc.table.delete(claimed.pk, claimed.sk);
      continue;
    }
    if (await deliver(svc, claimed, booking, now, true)) result.sent++;
    else result.failed++;
  }
  return result;
}

/** One attempt; true when the mailer took it. On failure the record waits for its back-off. */
async function deliver(svc: MailServices, record: BookingMailDue, booking: Booking, now: Date, recorded: boolean): Promise<boolean> {
  try {
    const user = await getUser(svc.table, booking.userId);
    if (user) await SENDERS[record.kind](svc, booking, user.email, user.name, mailLanguage(user));
  } catch (error) {
    log.error("booking e-mail failed", { bookingId: booking.id, kind: record.kind, attempts: record.attempts, ...errorFields(error) });
    if (recorded) await failed(svc.table, record, error, now).catch(() => undefined);
    return false;
  }
  if (recorded)
    await svc.table
      .delete(record.pk, record.sk)
      .catch((error: unknown) => log.warn("sent booking e-mail still queued", { bookingId: booking.id, ...errorFields(error) }));
  return true;
}

async function claim(table: Table, record: BookingMailDue, now: Date): Promise<BookingMailDue | undefined> {
  const nextAttemptAt = isoPlus(now, MAIL_LEASE_MS);
  const { gsi1pk, gsi1sk } = queued(record, nextAttemptAt);
  try {
    return await table.update<BookingMailDue>(
      record.pk,
      record.sk,
      {
        expression: "SET nextAttemptAt = :next, gsi1pk = :gpk, gsi1sk = :gsk ADD attempts :one",
        values: { ":next": nextAttemptAt, ":gpk": gsi1pk, ":gsk": gsi1sk, ":one": 1, ":due": record.nextAttemptAt },
      },
      "nextAttemptAt = :due",
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

async function failed(table: Table, record: BookingMailDue, error: unknown, now: Date): Promise<void> {
  const lastError = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown";
  if (record.attempts >= MAX_MAIL_ATTEMPTS) {
    // Out of the queue, kept for the operators (the log line is what an alarm watches).
    log.error("booking e-mail given up", { bookingId: record.bookingId, kind: record.kind, attempts: record.attempts });
    await table.update(record.pk, record.sk, { expression: "SET lastError = :err REMOVE gsi1pk, gsi1sk", values: { ":err": lastError } });
    return;
  }
  const nextAttemptAt = isoPlus(now, Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** (record.attempts - 1)));
  const { gsi1pk, gsi1sk } = queued(record, nextAttemptAt);
  await table.update(record.pk, record.sk, {
    expression: "SET nextAttemptAt = :next, lastError = :err, gsi1pk = :gpk, gsi1sk = :gsk",
    values: { ":next": nextAttemptAt, ":err": lastError, ":gpk": gsi1pk, ":gsk": gsi1sk },
  });
}
