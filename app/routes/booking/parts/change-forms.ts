import { z } from "zod";
import { WINDOW_MESSAGES } from "@core/availability/window";
import { BOOKING_MESSAGES } from "@core/booking/booking-messages";

/**
 * The change page's form (app/routes/booking/_app.booking_.$id.change.tsx, decision 026): "Review" shows
 * the new price, "Confirm" makes the change with the same fields. Only zod and core's texts here
 * (this runs in the browser too); the window's rules themselves are core's (checkWindow).
 */
const INSTANT_MAX = 40;
const instant = (message: string) => z.string({ required_error: message }).trim().min(1, message).max(INSTANT_MAX, message);

export const changeFormSchema = z.object({
  intent: z.enum(["review", "confirm"]).default("review"),
  /** India time as a datetime-local input gives it ("2026-12-01T10:00"); absent for an extension. */
  in: instant(WINDOW_MESSAGES.invalidArrival).optional(),
  out: instant(WINDOW_MESSAGES.invalidDeparture),
  vehicleId: z.string().trim().max(100, BOOKING_MESSAGES.vehicleMissing).optional(),
});
