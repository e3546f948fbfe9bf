import { contextHandler } from "../shared/context-dispatch";
import { handler as bookingHold } from "../booking/booking-hold";
import { handler as paymentOrder } from "../booking/payment-order";
import { handler as paymentVerify } from "../booking/payment-verify";
import { handler as paymentWebhook } from "../booking/payment-webhook";
import { handler as bookingCreate } from "../booking/booking-create";
import { handler as bookingList } from "../booking/booking-list";
import { handler as bookingCancel } from "../booking/booking-cancel";
import { handler as bookingChange } from "../booking/booking-change";
import { handler as bookingExtend } from "../booking/booking-extend";
import { handler as couponApply } from "../booking/coupon-apply";
import { handler as reviews } from "../booking/reviews";

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
