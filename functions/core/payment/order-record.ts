import { ValidationError } from "../errors";
import type { Table } from "../ports/table/table";
import type { Services } from "../services";
import type { Booking } from "../booking/booking";
import { sendBookingMail, type BookingMailKind } from "../booking/booking-mail-queue";
import type { PaymentGateway } from "./gateway";

/**
 * Paying for a hold without ever charging for nothing (ARCHITECTURE §5). The amount is always our
 * own total; a callback counts only with a valid signature for the order id WE stored for that
 * booking; the webhook confirms too (raw-body signature, deduplicated by event id); whichever comes
 * first wins; a payment that cannot become a booking is refunded.
 */
/** What the payment flows need: the table, configuration and gateway; mail and reminders when the caller has them. */
export type PaymentServices = Pick<Services, "table" | "config" | "gateway"> & Partial<Pick<Services, "mailer" | "scheduler">>;

export const PAYMENT_MESSAGES = {
  badSignature: "The payment could not be verified.",
  unknownOrder: "This payment is not for a booking we know.",
  failed: "The payment failed. Your booking was not made and nothing was charged.",
  refunded: "Your payment arrived after the space was taken, so it is being refunded in full.",
  notYourOrder: "This payment is not for one of your bookings.",
} as const;

/**
 * A payment that is not money for this order (failed, not captured, another order's or amount's):
 * it confirms nothing, and the member is told the payment failed (capture.ts).
 */
export class PaymentNotCapturedError extends ValidationError {
  constructor() {
    super(PAYMENT_MESSAGES.failed);
  }
}

export interface OrderRecord {
  pk: string;
  sk: string;
  orderId: string;
  bookingId: string;
  /** Set when the order pays a change's difference (change.ts), not the booking itself. */
  changeId?: string;
  userId: string;
  amount: number;
  createdAt: string;
  entity: "order";
}

export const orderKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "ORDER" });

/** The gateway chosen for these services (createServices). */
export function paymentGateway(svc: Pick<Services, "gateway">): PaymentGateway {
  return svc.gateway;
}

export async function orderFor(table: Table, orderId: string): Promise<OrderRecord> {
  if (!/^order_[A-Za-z0-9]+$/.test(orderId ?? "")) throw new ValidationError(PAYMENT_MESSAGES.unknownOrder);
  const order = await table.get<OrderRecord>(orderKey(orderId).pk, orderKey(orderId).sk, true);
  if (!order) throw new ValidationError(PAYMENT_MESSAGES.unknownOrder);
  return order;
}

export /** Mails the member about their booking; a mail failure is retried by the sweeper and never undoes the booking. */
async function notify(svc: PaymentServices, booking: Booking, kind: BookingMailKind): Promise<void> {
  if (!("mailer" in svc)) return;
  // Queued before it is sent, and retried by the sweeper when the mailer fails (decision 031).
  await sendBookingMail(svc as Pick<Services, "mailer" | "config" | "table">, booking, kind);
}
