import type { User } from "../account/user";
import { userKeys } from "../account/user";
import { couponStatus, getCoupon, type Coupon } from "../coupon/coupon";
import { errorFields, log } from "../log";
import { sendOptionalMail } from "../mail-preferences/optional-mail";
import { mailPreferenceKeys } from "../mail-preferences/preferences";
import { slug } from "../parking/parking";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import type { Services } from "../services";
import { COUNT_ATTRIBUTE, offerFromItem, offerKeys, type DeliveryOutcome, type Offer, type OfferDelivery, type OfferItem } from "./offer";
import { offerEmail } from "./offer-mail";

/**
 * The offer mail job (issue 32 §4, decision 056). EventBridge runs it every minute; the local
 * stack every few seconds. Each run takes the offers being sent and, for each, pages through the
 * members who opted in to offers (a sparse index of the mail preferences), sending at a steady
 * rate (`perSecond`, below SES's sending rate) until its time budget is spent; the next run goes on
 * from the saved cursor. At most once per member: a member's delivery item is created (a
 * conditional write) before the mail is sent, so two runs, a retried page or a resumed offer never
 * send twice; a mail lost to a crash between the two is not sent again (a second copy of an offer
 * is worse than a missing one).
 */
export interface OfferPace {
  /** Mails a second, at most (SES's maximum send rate is per second, across the account). */
  perSecond: number;
  /** How long this run may send, in milliseconds (the function's timeout less a margin). */
  budgetMs: number;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type OfferRun = Record<DeliveryOutcome, number> & { offers: number; finished: number };

type Svc = Pick<Services, "table" | "mailer" | "config">;

/** Members a page: a pause is seen at the next page, so this many mails at most go out after it. */
const PAGE = 10;
const LEASE_MS = 3 * 60_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spaces the sends `1000 / perSecond` ms apart, whatever each one took; `due` is when the next may
 * go, so a run stops before a send its budget has no time for.
 */
function pacer(pace: OfferPace) {
  const clock = pace.clock ?? Date.now;
  const sleep = pace.sleep ?? realSleep;
  const gap = 1000 / pace.perSecond;
  let next = clock();
  return {
    due: () => Math.max(next, clock()),
    async wait() {
      const wait = next - clock();
      if (wait > 0) await sleep(wait);
      next = Math.max(next, clock() - gap) + gap;
    },
  };
}

export async function runOfferMail(svc: Svc, pace: OfferPace, now = new Date()): Promise<OfferRun> {
  const clock = pace.clock ?? Date.now;
  const deadline = clock() + pace.budgetMs;
  const run: OfferRun = { offers: 0, finished: 0, sent: 0, suppressed: 0, optedOut: 0, failed: 0 };
  const queue = await svc.table.query<OfferItem>({ index: "gsi2", pk: offerKeys.sending, limit: 5 });
  const pacing = pacer(pace);
  for (const queued of queue.items) {
    if (clock() >= deadline) break;
    const offer = await claim(svc.table, queued.id, now);
    if (!offer) continue; // paused meanwhile, or another run holds it
    run.offers++;
    try {
      if (await sendOffer(svc, offer, { deadline, clock, pacing }, run, now)) run.finished++;
    } finally {
      await release(svc.table, offer.id);
    }
  }
  return run;
}

async function claim(table: Table, id: string, now: Date): Promise<Offer | undefined> {
  try {
    const key = offerKeys.item(id);
    const item = await table.update<OfferItem>(
      key.pk,
      key.sk,
      {
        expression: "SET leaseUntil = :until",
        names: { "#status": "status" },
        values: { ":until": new Date(now.getTime() + LEASE_MS).toISOString(), ":sending": "sending", ":now": now.toISOString() },
      },
      "#status = :sending AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)",
    );
    return offerFromItem(item);
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

async function release(table: Table, id: string): Promise<void> {
  const key = offerKeys.item(id);
  await table.update(key.pk, key.sk, { expression: "REMOVE leaseUntil" }).catch((error: unknown) => {
    log.warn("offer lease not released", { offerId: id, ...errorFields(error) });
  });
}

interface Budget {
  deadline: number;
  clock: () => number;
  pacing: ReturnType<typeof pacer>;
}

/** Sends this offer's pages until the budget is spent, a pause, a failure or the end. True when it ended. */
async function sendOffer(svc: Svc, offer: Offer, budget: Budget, run: OfferRun, now: Date): Promise<boolean> {
  const coupon = await getCoupon(svc.table, offer.couponCode, true);
  if (!coupon || !["active", "scheduled"].includes(couponStatus(coupon, now))) {
    await finish(svc.table, offer, "stopped", now, "The coupon ended or expired before every member was mailed.");
    return true;
  }
  let cursor = offer.cursor;
  while (budget.clock() < budget.deadline) {
    const page = await svc.table.query<{ pk: string; sk: string; gsi1sk: string }>({
      index: "gsi1",
      pk: mailPreferenceKeys.offersOptedIn,
      limit: PAGE,
      cursor,
    });
    const users = new Map(
      (await svc.table.batchGet<User & { pk: string; sk: string }>(page.items.map((i) => userKeys.item(i.gsi1sk)))).map((u) => [u.id, u]),
    );
    for (const entry of page.items) {
      // No time for another send: the next run takes the page again; the members done have their delivery item.
      if (budget.pacing.due() >= budget.deadline) return false;
      const user = users.get(entry.gsi1sk);
      if (!user || !isAudience(user, offer)) continue;
      const outcome = await deliver(svc, offer, coupon, user, budget, now);
      if (outcome) run[outcome]++;
      // SES refused: back off until the next run (throttling passes; a bad address is counted once).
      if (outcome === "failed") return false;
    }
    if (!page.cursor) {
      await finish(svc.table, offer, "sent", now);
      return true;
    }
    if (!(await saveCursor(svc.table, offer.id, page.cursor))) return false; // paused
    cursor = page.cursor;
  }
  return false;
}

/** Who an offer is for: verified, active members (not suspended, not leaving), of its city when it has one. */
function isAudience(user: User, offer: Pick<Offer, "city">): boolean {
  if (!user.emailVerifiedAt || user.suspendedAt || user.deletionRequestedAt) return false;
  return !offer.city || slug(user.city ?? "") === slug(offer.city);
}

async function deliver(
  svc: Svc,
  offer: Offer,
  coupon: Coupon,
  user: User,
  budget: Budget,
  now: Date,
): Promise<DeliveryOutcome | undefined> {
  const key = offerKeys.delivery(user.id, offer.id);
  const delivery: OfferDelivery = {
    ...key,
    entity: "offer-received",
    offerId: offer.id,
    subject: offer.subject,
    text: offer.text,
    couponCode: coupon.code,
    state: "sending",
    at: now.toISOString(),
  };
  try {
    // Only while the member exists: an erased account's partition is not written again.
    await svc.table.transact([
      { ConditionCheck: { Key: userKeys.item(user.id), ConditionExpression: "attribute_exists(pk)" } },
      { Put: { Item: delivery, ConditionExpression: "attribute_not_exists(pk)" } },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError) return undefined; // mailed (or tried) before, or gone
    throw error;
  }
  await budget.pacing.wait();
  let outcome: DeliveryOutcome;
  try {
    const sent = await sendOptionalMail(svc, user, "offers", offerEmail(offer, coupon, user, svc.config.APP_URL), { offer: offer.id });
    outcome = sent === "off" ? "optedOut" : sent;
  } catch (error) {
    log.warn("offer mail not sent", { offerId: offer.id, ...errorFields(error) });
    outcome = "failed";
  }
  await svc.table.transact([
    {
      Update: {
        Key: key,
        UpdateExpression: "SET #state = :outcome, #at = :at",
        ExpressionAttributeNames: { "#state": "state", "#at": "at" },
        ExpressionAttributeValues: { ":outcome": outcome, ":at": new Date().toISOString() },
      },
    },
    {
      Update: {
        Key: offerKeys.item(offer.id),
        UpdateExpression: `ADD ${COUNT_ATTRIBUTE[outcome]} :one`,
        ExpressionAttributeValues: { ":one": 1 },
      },
    },
  ]);
  return outcome;
}

/** Saves where the next run goes on; false when the offer is no longer being sent (paused). */
async function saveCursor(table: Table, id: string, cursor: string): Promise<boolean> {
  try {
    const key = offerKeys.item(id);
    await table.update(
      key.pk,
      key.sk,
      {
        expression: "SET #cursor = :cursor",
        names: { "#status": "status", "#cursor": "cursor" },
        values: { ":cursor": cursor, ":sending": "sending" },
      },
      "#status = :sending",
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

async function finish(table: Table, offer: Offer, status: "sent" | "stopped", now: Date, reason?: string): Promise<void> {
  try {
    await table.transact([
      {
        Update: {
          Key: offerKeys.item(offer.id),
          UpdateExpression: `SET #status = :status, finishedAt = :at, updatedAt = :at${reason ? ", stoppedReason = :reason" : ""} REMOVE gsi2pk, gsi2sk, #cursor`,
          ConditionExpression: "#status = :sending",
          ExpressionAttributeNames: { "#status": "status", "#cursor": "cursor" },
          ExpressionAttributeValues: {
            ":status": status,
            ":at": now.toISOString(),
            ":sending": "sending",
            ...(reason ? { ":reason": reason } : {}),
          },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionFailedError)) throw error; // paused at the last moment: it stays paused
  }
}
