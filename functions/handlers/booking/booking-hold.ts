import { toPublicBooking } from "@core/booking/booking";
import { placeHold } from "@core/booking/booking-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** POST /api/booking/hold {parkingId, vehicleId, inTime, outTime, couponCode?}: reserves the spaces while the member pays. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  const booking = await placeHold(services().table, caller.id, {
    parkingId: String(f.parkingId ?? f.parking ?? ""),
    vehicleId: String(f.vehicleId ?? f.vehicle_id ?? ""),
    inTime: String(f.inTime ?? ""),
    outTime: String(f.outTime ?? ""),
    couponCode: typeof f.couponCode === "string" ? f.couponCode : undefined,
  });
  return { status: 201, body: { data: { ...toPublicBooking(booking), holdExpiresAt: booking.holdExpiresAt } } };
});
