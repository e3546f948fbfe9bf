import type { Caller } from "../account/caller";
import { requirePlatformAdmin } from "../account/admin-rule";
import { activityPut } from "../activity-log/activity-log";
import { amountText } from "../coupon/coupon-admin";
import { couponKeys, couponStatus, getCoupon, type CouponItem } from "../coupon/coupon";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { slug } from "../parking/parking";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { parseWith } from "../validation";
import { isOfferId, newOfferId, offerFromItem, offerKeys, type Offer, type OfferItem, type OfferStatus } from "./offer";
import { offerCreateSchema } from "./offer-schema";

/**
 * The admin's offer mails (issue 32 §4, decision 056): write one, list them, pause and resume.
 * Each asks the admin rule first (the admin session with its second factor) and is logged in the
 * activity log inside its own transaction. Sending is the job's (offer-sender.ts): a new offer
 * is queued as "sending" and the next run starts on it.
 */
export const OFFER_ADMIN_MESSAGES = {
  notFound: "Offer not found.",
  unknownCoupon: "No coupon has this code.",
  couponOver: "This coupon has ended or expired: choose one drivers can still use.",
  cityOfCoupon: (city: string) => `This coupon applies only in ${city}: send it to that city or leave the city empty.`,
  notSending: "This offer is not being sent: there is nothing to pause.",
  notPaused: "This offer is not paused.",
} as const;

export type Admin = Pick<Caller, "id" | "role" | "email" | "proof">;

/** The coupons an offer may be about: those drivers can use now or later, for the form's choice. */
export async function couponsForOffers(
  table: Table,
  admin: Admin,
  now = new Date(),
): Promise<{ code: string; label: string; kind: CouponItem["kind"]; value: number; maxDiscount?: number; city?: string }[]> {
  requirePlatformAdmin(admin);
  const coupons = await table.queryAll<CouponItem>({ index: "gsi1", pk: couponKeys.list() });
  return coupons
    .filter((c) => ["active", "scheduled"].includes(couponStatus(c, now)))
    .map((c) => ({
      code: c.code,
      label: `${c.code}: ${amountText(c)}${c.city ? ` (${c.city})` : ""}`,
      kind: c.kind,
      value: c.value,
      maxDiscount: c.maxDiscount,
      city: c.city,
    }));
}

function refuse(field: string, message: string): never {
  throw new ValidationError(message, { [field]: [message] });
}

export async function createOffer(table: Table, admin: Admin, input: unknown, now = new Date()): Promise<Offer> {
  requirePlatformAdmin(admin);
  const form = parseWith(offerCreateSchema, input);
  const coupon = await getCoupon(table, form.couponCode, true);
  if (!coupon) refuse("couponCode", OFFER_ADMIN_MESSAGES.unknownCoupon);
  if (!["active", "scheduled"].includes(couponStatus(coupon, now))) refuse("couponCode", OFFER_ADMIN_MESSAGES.couponOver);
  // A city coupon is only of use to that city's drivers: the offer goes to them, or it is refused.
  if (coupon.city && form.city && slug(form.city) !== slug(coupon.city)) refuse("city", OFFER_ADMIN_MESSAGES.cityOfCoupon(coupon.city));
  const at = now.toISOString();
  const id = newOfferId(now);
  const item: OfferItem = {
    ...offerKeys.item(id),
    entity: "offer",
    id,
    subject: form.subject,
    text: form.text,
    couponCode: coupon.code,
    ...(form.city || coupon.city ? { city: form.city ?? coupon.city } : {}),
    status: "sending",
    createdAt: at,
    createdBy: admin.id,
    updatedAt: at,
    gsi1pk: offerKeys.list,
    gsi1sk: `${at}#${id}`,
    gsi2pk: offerKeys.sending,
    gsi2sk: `${at}#${id}`,
  };
  await table.transact([
    { Put: { Item: item, ConditionExpression: "attribute_not_exists(pk)" } },
    activityPut(
      {
        kind: "admin",
        action: "offer-create",
        actorId: admin.id,
        actorEmail: admin.email,
        summary: `Started the offer mail "${form.subject}" with coupon ${coupon.code}${item.city ? ` to ${item.city}` : ""}`,
        targetId: id,
      },
      now,
    ),
  ]);
  return offerFromItem(item);
}

export async function offerForAdmin(table: Table, admin: Admin, id: string): Promise<Offer> {
  requirePlatformAdmin(admin);
  if (!isOfferId(id)) throw new NotFoundError(OFFER_ADMIN_MESSAGES.notFound);
  const key = offerKeys.item(id);
  const item = await table.get<OfferItem>(key.pk, key.sk, true);
  if (!item) throw new NotFoundError(OFFER_ADMIN_MESSAGES.notFound);
  return offerFromItem(item);
}

/** The admin's list, newest first, 20 a page. */
export async function listOffers(table: Table, admin: Admin, cursor?: string | null): Promise<{ offers: Offer[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  const page = await table.query<OfferItem>({ index: "gsi1", pk: offerKeys.list, newestFirst: true, limit: 20, cursor });
  return { offers: page.items.map(offerFromItem), cursor: page.cursor };
}

/**
 * Pause and resume: one conditional write each, so of two admins' clicks one wins and the other is
 * told. Pausing takes the offer out of the job's queue; a run already sending stops at its next
 * page (its cursor save is conditioned on "sending"), so at most one page more goes out.
 */
async function switchOffer(table: Table, admin: Admin, id: string, from: OfferStatus, to: OfferStatus, now: Date): Promise<Offer> {
  const offer = await offerForAdmin(table, admin, id);
  const at = now.toISOString();
  const queue =
    to === "sending"
      ? {
          set: ", gsi2pk = :queue, gsi2sk = :order",
          remove: "",
          values: { ":queue": offerKeys.sending, ":order": `${offer.createdAt}#${id}` },
        }
      : { set: "", remove: " REMOVE gsi2pk, gsi2sk", values: {} };
  try {
    await table.transact([
      {
        Update: {
          Key: offerKeys.item(id),
          UpdateExpression: `SET #status = :to, updatedAt = :at${queue.set}${queue.remove}`,
          ConditionExpression: "#status = :from",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":to": to, ":from": from, ":at": at, ...queue.values },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: to === "paused" ? "offer-pause" : "offer-resume",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `${to === "paused" ? "Paused" : "Resumed"} the offer mail "${offer.subject}"`,
          targetId: id,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ConflictError(from === "sending" ? OFFER_ADMIN_MESSAGES.notSending : OFFER_ADMIN_MESSAGES.notPaused);
    throw error;
  }
  return { ...offer, status: to, updatedAt: at };
}

export const pauseOffer = (table: Table, admin: Admin, id: string, now = new Date()) =>
  switchOffer(table, admin, id, "sending", "paused", now);
export const resumeOffer = (table: Table, admin: Admin, id: string, now = new Date()) =>
  switchOffer(table, admin, id, "paused", "sending", now);
