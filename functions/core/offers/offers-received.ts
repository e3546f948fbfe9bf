import { couponKeys, couponStatus, type CouponItem } from "../coupon/coupon";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import { couponLine } from "./offer-mail";
import { COUNT_ATTRIBUTE, isOfferId, offerKeys, type OfferDelivery } from "./offer";

/**
 * The offers a member was sent (issue 32 §4: "a member sees the offers sent to them under
 * Settings"), newest first: their own partition only, so nobody reads another's. Each shows what
 * the mail said and whether its coupon can still be used.
 */
export interface ReceivedOffer {
  offerId: string;
  subject: string;
  text: string;
  sentAt: string;
  couponCode: string;
  couponLine: string;
  couponUsable: boolean;
}

export async function offersReceived(table: Table, userId: string, cursor?: string | null, now = new Date()) {
  const page = await table.query<OfferDelivery>({
    pk: `USER#${userId}`,
    sk: { beginsWith: offerKeys.deliveryPrefix },
    newestFirst: true,
    limit: 10,
    cursor,
    filter: { expression: "#state = :sent", names: { "#state": "state" }, values: { ":sent": "sent" } },
  });
  const codes = [...new Set(page.items.map((d) => d.couponCode))];
  const coupons = new Map((await table.batchGet<CouponItem>(codes.map((code) => couponKeys.item(code)))).map((c) => [c.code, c]));
  const offers: ReceivedOffer[] = page.items.map((d) => {
    const coupon = coupons.get(d.couponCode);
    return {
      offerId: d.offerId,
      subject: d.subject,
      text: d.text,
      sentAt: d.at,
      couponCode: d.couponCode,
      couponLine: coupon ? couponLine(coupon) : `The coupon ${d.couponCode} no longer exists.`,
      couponUsable: !!coupon && ["active", "scheduled"].includes(couponStatus(coupon, now)),
    };
  });
  return { offers, cursor: page.cursor };
}

/**
 * An unsubscribe that came from an offer's own mail is counted on that offer, once per member and
 * only when the member was really sent it (the address carries the offer's id, unsigned: the count
 * moves only when this member's delivery of that offer exists, was sent and was not counted yet).
 */
export async function countOfferUnsubscribe(table: Table, userId: string, offerId: unknown, now = new Date()): Promise<boolean> {
  if (!isOfferId(offerId)) return false;
  try {
    await table.transact([
      {
        Update: {
          Key: offerKeys.delivery(userId, offerId),
          UpdateExpression: "SET unsubscribedAt = :at",
          ConditionExpression: "#state = :sent AND attribute_not_exists(unsubscribedAt)",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: { ":at": now.toISOString(), ":sent": "sent" },
        },
      },
      {
        Update: {
          Key: offerKeys.item(offerId),
          UpdateExpression: `ADD ${COUNT_ATTRIBUTE.unsubscribed} :one`,
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":one": 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionFailedError || error instanceof ConditionFailedError) return false;
    throw error;
  }
}
