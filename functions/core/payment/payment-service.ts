/**
 * The payment flows' public face (ARCHITECTURE §5), one module per concern:
 * - order-record.ts: the order we store for a gateway order, the messages, the services they need;
 * - orders.ts: opening an order for a hold or a change, the pay pages' checks, a failed payment;
 * - settle.ts: the browser's callback and the confirmation every path ends in;
 * - member-refunds.ts: a member's change or cancellation and the refunds it owes;
 * - webhook.ts: Razorpay's webhook, each event processed to completion once.
 * The gateway itself is chosen in createServices (services.ts) like every other port.
 */
export {
  orderKey,
  paymentGateway,
  PAYMENT_MESSAGES,
  PaymentNotCapturedError,
  type OrderRecord,
  type PaymentServices,
} from "./order-record";
export { failPayment, getBookingByOrder, requireOwnOrder, startChangePayment, startPayment } from "./orders";
export { settlePayment, verifyPayment, type PaymentOutcome } from "./settle";
export { cancelWithRefund, changeBooking } from "./member-refunds";
export { handleWebhook, WEBHOOK_LEASE_MS } from "./webhook";
