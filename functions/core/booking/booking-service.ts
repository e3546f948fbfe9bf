/**
 * The booking domain's public API, one import for routes, handlers and other domains. The code
 * lives by use case: hold.ts (place and release a hold), confirm.ts, cancel.ts, operator.ts
 * (check-in/out and who may), sweep.ts, with booking-store.ts owning the table reads, writes and keys.
 */
export { BOOKING_MESSAGES } from "./booking-messages";
export { getBooking, getOwnBooking, listBookings, listPasses, recordOrder, recordRefund, retireFailedOrder } from "./booking-store";
export { HOLD_MINUTES, placeHold, releaseHold, type HoldRequest } from "./hold";
export { confirmBooking } from "./confirm";
export { canCancel, cancelBooking, cancellationDeadline, DEFAULT_CANCEL_BEFORE_HOURS, type CancelDecision } from "./cancel";
export {
  checkIn,
  checkOut,
  findBookingByCode,
  isDeskStaff,
  mayOperateAt,
  OPERATOR_MESSAGES,
  parseBookingCode,
  type Desk,
  type Operator,
} from "./operator";
export { completeFinishedStays, sweepExpiredHolds } from "./sweep";
