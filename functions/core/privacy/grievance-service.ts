import { randomBytes } from "node:crypto";
import { requirePlatformAdmin } from "../account/admin-rule";
import type { Caller } from "../account/caller";
import { activityPut } from "../activity-log/activity-log";
import { ConflictError, NotFoundError } from "../errors";
import type { Language } from "../i18n/languages";
import { errorFields, log } from "../log";
import type { MailMessage } from "../ports/mail/mailer";
import { TransactionFailedError, type Item, type Page, type Table } from "../ports/table/table";
import { ipKey } from "../security/network-key";
import { hitRateLimits, type RateRule } from "../security/rate-limit";
import type { Services } from "../services";
import { DAY_MS } from "../time/india-time";
import { parseWith } from "../validation";
import { grievanceAcknowledgement, grievanceAnswerMail, grievanceNotice } from "./grievance-mails";
import {
  GRIEVANCE_MESSAGES,
  GRIEVANCE_REFERENCE,
  GRIEVANCE_RESPONSE_DAYS,
  grievanceAnswerSchema,
  grievanceSchema,
  type GrievanceTopic,
} from "./grievance-schema";

/**
 * Privacy requests to the Grievance Officer (issue 32 §5, decision 050): anyone may send one from
 * /privacy/grievance; it is stored with the date by which the law wants it answered, acknowledged by
 * mail with its reference, and answered by an admin (with the second factor) on /admin/grievances,
 * which mails the answer.
 *
 * Keys: `GRIEVANCE#<reference>` / `GRIEVANCE`. An open request sits in gsi1 `GRIEVANCES#open` sorted
 * by its due date (the most urgent first); answering moves it to `GRIEVANCES#answered` sorted by the
 * answer's time (the newest first), in the same conditional write that records the answer.
 */

/**
 * Counted per network as the contact form is. A person sends one or two; ten an hour (not the contact
 * form's five) leaves room for the many people behind one carrier-grade NAT address, and still stops a script.
 */
export const GRIEVANCE_RATE_RULE: RateRule = { name: "grievance-ip", limit: 10, windowSeconds: 60 * 60 };

export type GrievanceStatus = "open" | "answered";
export const GRIEVANCE_STATUSES: readonly GrievanceStatus[] = ["open", "answered"];
const listKey = (status: GrievanceStatus) => `GRIEVANCES#${status}`;
const keyOf = (reference: string) => ({ pk: `GRIEVANCE#${reference}`, sk: "GRIEVANCE" });

export interface GrievanceItem extends Item {
  entity: "grievance";
  gsi1pk: string;
  gsi1sk: string;
  reference: string;
  status: GrievanceStatus;
  topic: GrievanceTopic;
  name: string;
  email: string;
  message: string;
  /** The member signed in when it was sent, if any: helps the officer find their data. */
  userId?: string;
  /** The language of the page it was sent from (issue 35): the mails to the requester use it. */
  language?: Language;
  ip: string;
  receivedAt: string;
  dueAt: string;
  answer?: string;
  answeredAt?: string;
  answeredBy?: string;
}

type Svc = Pick<Services, "table" | "mailer" | "config">;

/** The date by which a request received at `receivedAt` is answered. */
export function grievanceDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + GRIEVANCE_RESPONSE_DAYS * DAY_MS);
}

/** Open and past its due date. */
export function isOverdue(g: Pick<GrievanceItem, "status" | "dueAt">, now = new Date()): boolean {
  return g.status === "open" && g.dueAt < now.toISOString();
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 40 random bits as 8 base32 characters. */
function newReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = "";
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[Number(bits & 31n)]! + out;
    bits >>= 5n;
  }
  return `GRV-${out}`;
}

/**
 * Validates (a ValidationError before anything counts or is stored), counts the attempt against the
 * sender's network (RateLimitedError over the limit), stores the request, then mails the
 * acknowledgement and the officer's notice. The request stands whatever happens to the mail.
 */
export async function submitGrievance(
  svc: Svc,
  input: unknown,
  meta: { ip: string; userId?: string; language?: Language },
  now = new Date(),
): Promise<{ reference: string; receivedAt: string; dueAt: string }> {
  const data = parseWith(grievanceSchema, input);
  await hitRateLimits(svc.table, [{ rule: GRIEVANCE_RATE_RULE, key: ipKey(meta.ip) }]);

  const receivedAt = now.toISOString();
  const dueAt = grievanceDueAt(now).toISOString();
  const reference = newReference();
  const item: GrievanceItem = {
    ...keyOf(reference),
    entity: "grievance",
    gsi1pk: listKey("open"),
    gsi1sk: `${dueAt}#${reference}`,
    reference,
    status: "open",
    ...data,
    ...(meta.userId ? { userId: meta.userId } : {}),
    ...(meta.language ? { language: meta.language } : {}),
    ip: meta.ip,
    receivedAt,
    dueAt,
  };
  // 40 random bits: a clash is a one-in-a-trillion event, and `create` refuses it rather than overwrite.
  await svc.table.create(item);

  await sendOrLog(svc, grievanceAcknowledgement(item), reference);
  await sendOrLog(svc, grievanceNotice(svc.config.GRIEVANCE_OFFICER_EMAIL, item), reference);
  return { reference, receivedAt, dueAt };
}

async function sendOrLog(svc: Pick<Services, "mailer">, message: MailMessage, reference: string): Promise<void> {
  try {
    await svc.mailer.send(message);
  } catch (error) {
    // Stored is what counts: the officer finds it on /admin/grievances even if no mail went out.
    log.error("grievance mail not sent", { reference, subject: message.subject, ...errorFields(error) });
  }
}

/** Open requests, the most urgent (earliest due) first; answered ones, the newest answer first. */
export async function listGrievances(
  table: Table,
  admin: Caller,
  options: { status: GrievanceStatus; cursor?: string | null; limit?: number },
): Promise<Page<GrievanceItem>> {
  requirePlatformAdmin(admin);
  return table.query<GrievanceItem>({
    index: "gsi1",
    pk: listKey(options.status),
    newestFirst: options.status === "answered",
    limit: options.limit ?? 20,
    cursor: options.cursor,
  });
}

export async function grievanceForAdmin(table: Table, admin: Caller, reference: string): Promise<GrievanceItem> {
  requirePlatformAdmin(admin);
  const item = GRIEVANCE_REFERENCE.test(reference) ? await table.get<GrievanceItem>(keyOf(reference).pk, "GRIEVANCE", true) : undefined;
  if (!item) throw new NotFoundError(GRIEVANCE_MESSAGES.notFound);
  return item;
}

/**
 * Records the admin's answer and marks the request answered, in one write conditioned on it still
 * being open (two admins answering at once: the second is refused, the first answer stands), with
 * the admin's activity-log entry; then mails the answer to the person.
 */
export async function answerGrievance(
  svc: Svc,
  admin: Caller,
  reference: string,
  input: unknown,
  now = new Date(),
): Promise<GrievanceItem> {
  requirePlatformAdmin(admin);
  const { answer } = parseWith(grievanceAnswerSchema, input);
  const before = await grievanceForAdmin(svc.table, admin, reference);
  if (before.status !== "open") throw new ConflictError(GRIEVANCE_MESSAGES.alreadyAnswered);
  const answeredAt = now.toISOString();
  try {
    await svc.table.transact([
      {
        Update: {
          Key: keyOf(reference),
          UpdateExpression: "SET #s = :answered, answer = :answer, answeredAt = :at, answeredBy = :admin, gsi1pk = :list, gsi1sk = :sort",
          ConditionExpression: "#s = :open",
          ExpressionAttributeNames: { "#s": "status" },
          ExpressionAttributeValues: {
            ":answered": "answered",
            ":open": "open",
            ":answer": answer,
            ":at": answeredAt,
            ":admin": admin.id,
            ":list": listKey("answered"),
            ":sort": `${answeredAt}#${reference}`,
          },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "grievance-answer",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Answered privacy request ${reference}`,
          targetId: reference,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ConflictError(GRIEVANCE_MESSAGES.alreadyAnswered);
    throw error;
  }
  const answered: GrievanceItem = {
    ...before,
    status: "answered",
    answer,
    answeredAt,
    answeredBy: admin.id,
    gsi1pk: listKey("answered"),
    gsi1sk: `${answeredAt}#${reference}`,
  };
  const officer = { name: svc.config.GRIEVANCE_OFFICER_NAME, role: svc.config.GRIEVANCE_OFFICER_ROLE };
  await sendOrLog(svc, grievanceAnswerMail(answered, answer, officer), reference);
  return answered;
}

/**
 * The thank-you page's receipt: the reference and the date it will be answered by, nothing else
 * (anyone holding the link sees it; the reference's 40 random bits are not guessable).
 */
export async function grievanceReceipt(table: Table, reference: string): Promise<{ reference: string; dueAt: string } | null> {
  if (!GRIEVANCE_REFERENCE.test(reference)) return null;
  const item = await table.get<GrievanceItem>(keyOf(reference).pk, "GRIEVANCE", true);
  return item ? { reference: item.reference, dueAt: item.dueAt } : null;
}
