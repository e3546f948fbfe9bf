import { randomBytes } from "node:crypto";

/**
 * An offer mail (issue 32 §4, decision 056): an admin's subject and text around one coupon, sent
 * to the members who opted in to offers (optionally those of one city), in the background at a
 * steady rate. `OFFER#<id>` / `OFFER` holds the offer, where the sending stands and its counts;
 * each member it reached (or tried to) has `USER#<id>` / `OFFER#<offer id>`, which makes sending
 * at most once per member and is what the member sees under Settings → Offers.
 */
export type OfferStatus = "sending" | "paused" | "sent" | "stopped";

/** What one member's turn came to. "optedOut": offers were turned off before their turn came. */
export type DeliveryOutcome = "sent" | "suppressed" | "optedOut" | "failed";
export const DELIVERY_OUTCOMES: readonly DeliveryOutcome[] = ["sent", "suppressed", "optedOut", "failed"];

export interface OfferCounts {
  sent: number;
  suppressed: number;
  optedOut: number;
  failed: number;
  /** Members who turned offers off from this offer's own mail (its unsubscribe link or one-click). */
  unsubscribed: number;
}

export interface Offer {
  id: string;
  subject: string;
  text: string;
  couponCode: string;
  /** Only members whose profile city is this one (compared as slugs, like a coupon's city). */
  city?: string;
  status: OfferStatus;
  counts: OfferCounts;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  finishedAt?: string;
  /** Why it stopped by itself (the coupon ended while it was being sent). */
  stoppedReason?: string;
  /** Where the next run goes on in the opted-in index (the table's page cursor). */
  cursor?: string;
  /** One run at a time per offer: a run holds the offer until then. */
  leaseUntil?: string;
}

export type OfferItem = Omit<Offer, "counts"> & {
  pk: string;
  sk: string;
  entity: "offer";
  sentCount?: number;
  suppressedCount?: number;
  optedOutCount?: number;
  failedCount?: number;
  unsubscribedCount?: number;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
};

/** A member's copy: what the mail said, so Settings → Offers shows it as it was sent. */
export interface OfferDelivery {
  pk: string;
  sk: string;
  entity: "offer-received";
  offerId: string;
  subject: string;
  text: string;
  couponCode: string;
  state: DeliveryOutcome | "sending";
  at: string;
  unsubscribedAt?: string;
}

export const offerKeys = {
  item: (id: string) => ({ pk: `OFFER#${id}`, sk: "OFFER" }),
  /** The admin's list, newest first (gsi1). */
  list: "OFFERS",
  /** The job's queue: offers being sent (gsi2, sparse: removed when paused, sent or stopped). */
  sending: "OFFERS#SENDING",
  delivery: (userId: string, offerId: string) => ({ pk: `USER#${userId}`, sk: `OFFER#${offerId}` }),
  deliveryPrefix: "OFFER#",
};

const OFFER_ID = /^\d{14}-[0-9a-f]{8}$/;

/** `<UTC yyyymmddhhmmss>-<8 hex>`: sorted by time, so a member's offers list newest first by key. */
export function newOfferId(now: Date): string {
  return `${now.toISOString().replace(/[-:T]/g, "").slice(0, 14)}-${randomBytes(4).toString("hex")}`;
}

export function isOfferId(value: unknown): value is string {
  return typeof value === "string" && OFFER_ID.test(value);
}

export function countsOf(
  item: Pick<OfferItem, "sentCount" | "suppressedCount" | "optedOutCount" | "failedCount" | "unsubscribedCount">,
): OfferCounts {
  return {
    sent: item.sentCount ?? 0,
    suppressed: item.suppressedCount ?? 0,
    optedOut: item.optedOutCount ?? 0,
    failed: item.failedCount ?? 0,
    unsubscribed: item.unsubscribedCount ?? 0,
  };
}

export function offerFromItem(item: OfferItem): Offer {
  const { pk: _pk, sk: _sk, entity: _e, gsi1pk: _g1, gsi1sk: _s1, gsi2pk: _g2, gsi2sk: _s2, ...rest } = item;
  const { sentCount: _a, suppressedCount: _b, optedOutCount: _c, failedCount: _d, unsubscribedCount: _f, ...offer } = rest;
  return { ...offer, counts: countsOf(item) };
}

/** The attribute each outcome is counted in on the offer item. */
export const COUNT_ATTRIBUTE: Record<DeliveryOutcome | "unsubscribed", string> = {
  sent: "sentCount",
  suppressed: "suppressedCount",
  optedOut: "optedOutCount",
  failed: "failedCount",
  unsubscribed: "unsubscribedCount",
};
