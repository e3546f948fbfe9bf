import { contextHandler } from "../context-dispatch";
import { handler as bookingHold } from "../booking-hold";
import { handler as paymentOrder } from "../payment-order";
import { handler as paymentVerify } from "../payment-verify";
import { handler as paymentWebhook } from "../payment-webhook";
import { handler as bookingCreate } from "../booking-create";
import { handler as bookingList } from "../booking-list";
import { handler as bookingCancel } from "../booking-cancel";
import { handler as bookingChange } from "../booking-change";
import { handler as bookingExtend } from "../booking-extend";
import { handler as couponApply } from "../coupon-apply";
import { handler as reviews } from "../reviews";

/** Holds, payments (orders, verification, Razorpay's webhook), bookings and coupons: the only context with the payment secret. */
export const handler = contextHandler("booking", {
  "booking-hold": bookingHold,
  "payment-order": paymentOrder,
  "payment-verify": paymentVerify,
  "payment-webhook": paymentWebhook,
  "booking-create": bookingCreate,
  "booking-list": bookingList,
  "booking-cancel": bookingCancel,
  "booking-change": bookingChange,
  "booking-extend": bookingExtend,
  "coupon-apply": couponApply,
  reviews,
});
