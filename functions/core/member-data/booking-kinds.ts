import { mailLanguage } from "../account/emails";
import type { Booking } from "../booking/booking";
import type { InvoicedBooking } from "../booking/invoice";
import { reviewKeys } from "../review/reviews";
import { plain, type MemberDataKind } from "./kind";

/** A booking as the member sees it: their own terms, car park, vehicle and money; not the hour slots and ledger that count spaces. */
function bookingRecord(b: Booking): Record<string, unknown> {
  return plain({ ...b }, ["userId", "slots", "ledger", "holdExpiresAt", "pendingChange", "lastChangeId"]);
}

const bookings: MemberDataKind = {
  id: "bookings",
  title: "Bookings",
  lives: "`BOOKING#<id>` / `BOOKING` (gsi1 `USER#<id>#BOOKINGS#<status>`), its changes `BOOKING#<id>` / `CHANGE#…`",
  async read(source) {
    return { records: (await source.bookings()).map(bookingRecord) };
  },
};

const passes: MemberDataKind = {
  id: "passes",
  title: "Passes",
  lives: "`BOOKING#<id>` / `BOOKING` with `pass` terms (gsi1 `USER#<id>#PASSES`)",
  async read(source) {
    return { records: (await source.passes()).map(bookingRecord) };
  },
};

type Stored = Record<string, unknown> & { pk: string; sk: string };

const payments: MemberDataKind = {
  id: "payments",
  title: "Payments and refunds",
  lives:
    "on each booking (`transaction_id`, `extraPayments`, `refund`, `changeRefunds`); `ORDER#<order id>` / `ORDER`; " +
    "`REFUND#<payment id>[#<change id>]` / `REFUND`",
  async read(source) {
    const all = await source.everyBooking();
    const orderIds = all.flatMap((b) => [b.orderId, ...(b.failedOrderIds ?? []), ...(b.extraPayments ?? []).map((p) => p.orderId)]);
    const refundIds = all.flatMap((b) => [
      ...(b.transaction_id ? [b.transaction_id] : []),
      ...(b.changeRefunds ?? []).map((r) => `${r.paymentId}#${r.changeId}`),
    ]);
    const keys = [
      ...[...new Set(orderIds.filter((id): id is string => Boolean(id)))].map((id) => ({ pk: `ORDER#${id}`, sk: "ORDER" })),
      ...[...new Set(refundIds)].map((id) => ({ pk: `REFUND#${id}`, sk: "REFUND" })),
    ];
    const items = keys.length ? await source.table.batchGet<Stored>(keys) : [];
    const codeOf = new Map(all.map((b) => [b.id, b.code]));
    const orders = items.filter((i) => i.pk.startsWith("ORDER#"));
    const refunds = items.filter((i) => i.pk.startsWith("REFUND#"));
    return {
      records: [
        ...orders
          .filter((o) => o.userId === source.user.id)
          .map((o) => ({
            type: "payment order",
            booking: codeOf.get(String(o.bookingId)),
            orderId: o.orderId,
            amountPaise: o.amount,
            createdAt: o.createdAt,
            paidWith: all.find((b) => b.orderId === o.orderId)?.transaction_id,
          })),
        ...refunds.map((r) => ({
          type: "refund",
          booking: codeOf.get(String(r.bookingId)),
          ...plain(r, ["bookingId", "attempts", "nextAttemptAt", "lastError", "onBooking"]),
        })),
      ],
    };
  },
};

const invoices: MemberDataKind = {
  id: "invoices",
  title: "Tax invoices (PDF)",
  lives: "`invoice` on each paid booking; the PDF is made from it, as the Download receipt button makes it (nothing stored)",
  async read(source) {
    const invoiced = (await source.everyBooking()).filter((b): b is InvoicedBooking => Boolean(b.invoice));
    // pdf-lib and its fonts only when there is an invoice to print (decision 033).
    const documents = invoiced.length ? await import("../booking/documents/receipt") : undefined;
    return {
      records: invoiced.map((b) => ({
        number: b.invoice.number,
        date: b.invoice.date,
        booking: b.code,
        file: `invoices/${documents!.receiptFileName(b)}`,
      })),
      files: invoiced.map((b) => ({
        path: `invoices/${documents!.receiptFileName(b)}`,
        contentType: "application/pdf",
        // In the member's language, as the Download receipt button makes it (issue 35 §4).
        load: () => documents!.receiptPdf(b, mailLanguage(source.user)),
      })),
    };
  },
};

const reviews: MemberDataKind = {
  id: "reviews",
  title: "Reviews",
  lives: "`BOOKING#<id>` / `REVIEW` (gsi1 `PARKING#<parking id>#REVIEWS`)",
  async read(source) {
    const reviewable = (await source.bookings()).filter((b) => b.status === "Completed");
    const items = reviewable.length ? await source.table.batchGet<Stored>(reviewable.map((b) => reviewKeys.item(b.id))) : [];
    const codeOf = new Map(reviewable.map((b) => [b.id, b.code]));
    return {
      records: items
        .filter((r) => r.authorId === source.user.id)
        .map((r) => ({ booking: codeOf.get(String(r.bookingId)), ...plain(r, ["bookingId", "parkingId", "authorId"]) })),
    };
  },
};

export const BOOKING_KINDS = [bookings, passes, payments, invoices, reviews];
