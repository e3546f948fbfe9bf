import { z } from "zod";
import { mailLanguage } from "../account/emails";
import { getUser } from "../account/user-store";
import { errorFields, log } from "../log";
import { ConditionFailedError } from "../ports/table/table";
import type { Services } from "../services";
import type { Booking, BookingStatus } from "./booking";
import { bookingKeys, getBooking } from "./booking-store";
import { arrivalReminderEmail, departureReminderEmail, renewalReminderEmail } from "./reminder-mail";
import { DAY_MS } from "../time/india-time";
import { sendOptionalMail } from "../mail-preferences/optional-mail";

/**
 * Booking reminders (issue 14, decision 027): a mail an hour before arrival (directions and the
 * voucher) and one 15 minutes before departure (an extend link). Each is a one-off job of the
 * scheduler port named after the booking and the kind, so scheduling again moves it.
 *
 * `syncReminders` follows the booking's current terms after every change of them (payment,
 * change, extension, cancellation). `sendReminder` trusts nothing the schedule carried: it
 * re-reads the booking and sends only while the booking still wants that reminder at that time,
 * so a stale schedule (a moved booking whose old job was not deleted) does nothing; a sent mark,
 * written conditionally before the mail, lets a job that runs twice send once.
 */
export const REMINDER_KINDS = ["arrival", "departure", "renewal"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How long before the event each reminder goes out. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  arrival: 60 * 60_000,
  departure: 15 * 60_000,
  // A monthly pass's renewal (issue 15): three days before it ends, time to renew from the same page.
  renewal: 3 * DAY_MS,
};

/** Who still gets each reminder: arrival only before the stay; departure also while parked. */
const WANTED: Record<ReminderKind, readonly BookingStatus[]> = {
  arrival: ["Confirmed"],
  departure: ["Confirmed", "Parked"],
  renewal: ["Confirmed", "Parked"],
};

/** A single stay gets the arrival and departure reminders; a pass (decision 029) only the renewal one. */
const KINDS_OF: Record<"stay" | "pass", readonly ReminderKind[]> = { stay: ["arrival", "departure"], pass: ["renewal"] };

/** What a reminder's schedule carries (the reminder Lambda's event; the local scheduler's payload). */
export const reminderPayloadSchema = z.object({
  bookingId: z.string().min(1).max(64),
  kind: z.enum(REMINDER_KINDS),
  /** The reminder's time as scheduled (UTC ISO): it must still be the booking's. */
  due: z.string().datetime(),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** One schedule per booking and kind: "reminder-<booking id>-arrival" (55 characters with a UUID). */
export function reminderName(bookingId: string, kind: ReminderKind): string {
  return `reminder-${bookingId}-${kind}`;
}

/** The event a reminder is about: arrival (inTime) or departure (outTime). */
function eventTime(booking: Pick<Booking, "inTime" | "outTime">, kind: ReminderKind): Date {
  // The renewal is about the pass's end, as the departure is about the stay's.
  return new Date(kind === "arrival" ? booking.inTime : booking.outTime);
}

/** When the reminder is due for the booking's current terms. */
export function reminderDue(booking: Pick<Booking, "inTime" | "outTime">, kind: ReminderKind): Date {
  return new Date(eventTime(booking, kind).getTime() - REMINDER_LEAD_MS[kind]);
}

function wantsReminder(booking: Pick<Booking, "status" | "pass">, kind: ReminderKind): boolean {
  // A pass is not one stay: no "you arrive in an hour" at midnight, no extend link (decision 029).
  // A multi-location pass runs a few days from its activation: nothing to renew.
  if (booking.pass?.network) return false;
  return KINDS_OF[booking.pass ? "pass" : "stay"].includes(kind) && WANTED[kind].includes(booking.status);
}

type SchedulerSvc = Pick<Services, "scheduler">;

/**
 * Schedules (or moves) the booking's reminders for its current terms (a stay's two, a pass's
 * renewal), or cancels them when the booking no longer wants them (cancelled, completed) or their
 * time has passed.
 */
export async function syncReminders(svc: SchedulerSvc, booking: Booking, now = new Date()): Promise<void> {
  for (const kind of KINDS_OF[booking.pass ? "pass" : "stay"]) {
    const name = reminderName(booking.id, kind);
    const due = reminderDue(booking, kind);
    if (wantsReminder(booking, kind) && due.getTime() > now.getTime()) {
      const payload: ReminderPayload = { bookingId: booking.id, kind, due: due.toISOString() };
      await svc.scheduler.schedule(name, due, payload);
    } else {
      await svc.scheduler.cancel(name);
    }
  }
}

/**
 * syncReminders for the booking flows: a scheduler that fails is logged, never fails or undoes the
 * booking (the member still has the confirmation, the voucher and the booking page).
 */
export async function syncRemindersSafely(svc: Partial<SchedulerSvc>, booking: Booking, now = new Date()): Promise<void> {
  if (!svc.scheduler) return;
  try {
    await syncReminders(svc as SchedulerSvc, booking, now);
  } catch (error) {
    log.error("booking reminders could not be scheduled", { bookingId: booking.id, status: booking.status, ...errorFields(error) });
  }
}

/** `BOOKING#<id>` / `REMINDER#<kind>#<due>`: this reminder, for this time, was sent (or is being sent). */
export function reminderMarkKey(bookingId: string, kind: ReminderKind, due: string) {
  return { pk: bookingKeys.item(bookingId).pk, sk: `REMINDER#${kind}#${due}` };
}

interface ReminderMark {
  pk: string;
  sk: string;
  entity: "booking-reminder";
  sentAt: string;
  ttl: number;
}

/** Marks are kept a month past the reminder, then DynamoDB may delete them. */
const MARK_KEPT_S = 30 * 86_400;

export type ReminderOutcome = "sent" | "already" | "stale" | "late" | "gone" | "off" | "suppressed";

/**
 * The reminder job: sends the reminder if the booking still wants it at `due`. "stale": the booking
 * moved, was cancelled or ended (its current schedule, if any, sends); "late": the arrival or
 * departure itself has passed; "already": another run sent it; "gone": no such booking or member;
 * "off": the member turned reminders off; "suppressed": the address bounced or complained (decision 049).
 */
export async function sendReminder(
  svc: Pick<Services, "table" | "mailer" | "config">,
  payload: ReminderPayload,
  now = new Date(),
): Promise<ReminderOutcome> {
  const { bookingId, kind, due } = payload;
  const booking = await getBooking(svc.table, bookingId);
  if (!booking) return "gone";
  if (!wantsReminder(booking, kind) || reminderDue(booking, kind).toISOString() !== new Date(due).toISOString()) return "stale";
  if (eventTime(booking, kind).getTime() <= now.getTime()) return "late";
  const user = await getUser(svc.table, booking.userId);
  if (!user) return "gone";

  const key = reminderMarkKey(bookingId, kind, new Date(due).toISOString());
  const mark: ReminderMark = {
    ...key,
    entity: "booking-reminder",
    sentAt: now.toISOString(),
    ttl: Math.floor(new Date(due).getTime() / 1000) + MARK_KEPT_S,
  };
  try {
    await svc.table.create(mark);
  } catch (error) {
    if (error instanceof ConditionFailedError) return "already";
    throw error;
  }
  const links = { appUrl: svc.config.APP_URL, supportEmail: svc.config.SUPPORT_EMAIL };
  const language = mailLanguage(user);
  try {
    const mail =
      kind === "arrival"
        ? await arrivalReminderEmail(booking, user.email, user.name, links, language)
        : kind === "renewal"
          ? renewalReminderEmail(booking, user.email, user.name, links, language)
          : departureReminderEmail(booking, user.email, user.name, links, language);
    // Reminders are optional mail: the member's switch, the suppression list and the unsubscribe headers apply.
    return await sendOptionalMail(svc, user, "reminders", mail);
  } catch (error) {
    // Not sent: give the mark back so the scheduler's retry (EventBridge retries a failed invocation) may send it.
    await svc.table.delete(key.pk, key.sk).catch(() => undefined);
    throw error;
  }
}
