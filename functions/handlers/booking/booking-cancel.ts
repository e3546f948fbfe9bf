import { toPublicBooking } from "@core/booking/booking";
import { cancelWithRefund } from "@core/payment/payment-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** PUT /api/booking/cancel-booking/{id}: cancels the caller's confirmed booking and refunds it. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const booking = await cancelWithRefund(services(), caller.id, req.params.id ?? "");
  return { body: { message: "Your booking has been cancelled and the refund is on its way.", data: toPublicBooking(booking) } };
});
