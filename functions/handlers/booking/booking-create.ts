import { toPublicBooking } from "@core/booking/booking";
import { listBookings } from "@core/booking/booking-service";
import { ValidationError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/booking/create-new-booking {bookingData:{transaction_id, …}}. Bookings are made only by a
 * verified payment (POST /api/verification or the webhook); this answers the booking that payment
 * created for the caller, and refuses anything else — the body's prices are never used.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const f = await req.fields();
  const data = (f.bookingData ?? f) as Record<string, unknown>;
  const paymentId = typeof data.transaction_id === "string" ? data.transaction_id : "";
  const { bookings } = await listBookings(services().table, caller.id, "Confirmed", 1, 50);
  const booking = paymentId ? bookings.find((b) => b.transaction_id === paymentId) : undefined;
  if (!booking) throw new ValidationError("There is no verified payment for this booking. Please pay first.");
  return { status: 201, body: { message: "Booking created successfully.", data: toPublicBooking(booking) } };
});
