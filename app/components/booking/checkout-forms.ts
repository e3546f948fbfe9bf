import { z } from "zod";
import { WINDOW_MESSAGES } from "@core/availability/window";
import { BOOKING_MESSAGES } from "@core/booking/booking-messages";
import { COUPON_CODE_MAX, COUPON_MESSAGES, couponFormSchema } from "@core/coupon/schemas";

/**
 * The schemas of the checkout page's forms (app/routes/booking/checkout.tsx), one per intent, used by the
 * page in the browser (the form kit) and again by its action. Only zod and core's texts here: the
 * browser bundle must not reach the stores.
 *
 * Every field is bounded: these values go on to the table as keys, and a forged post with a long
 * one is refused here with a message, not by the database with a 500.
 */
const ID_MAX = 100;
const INSTANT_MAX = 40;
/** Core's QUOTE_MESSAGES.parkingNotFound (quote.ts sits beside the store; tests/unit/checkout-forms.test.ts keeps them equal). */
export const PARKING_NOT_FOUND = "Car park not found.";

const vehicleId = z.string().trim().max(ID_MAX, BOOKING_MESSAGES.vehicleMissing).optional();

/** "Apply": the code, and the vehicle picked on the page, so the price after the redirect is still that vehicle's. */
export const applyCouponSchema = couponFormSchema.extend({ vehicle: vehicleId });

/** "Update price" without JavaScript: the radio picked on this page, else the one carried from another page of the picker. */
export const selectVehicleSchema = z.object({ vehicleId, chosenVehicleId: vehicleId });

/**
 * "Confirm": places the 15-minute hold. The car park and the window come with the form (else from
 * the page's URL); the price is never posted, the hold is charged at core's own quote. A vehicle is
 * required (spec §5: "Confirm is blocked with no vehicle selected"), as the form's message.
 */
export const confirmSchema = z
  .object({
    parkingId: z.string().trim().max(ID_MAX, PARKING_NOT_FOUND).optional(),
    in: z.string().trim().max(INSTANT_MAX, WINDOW_MESSAGES.invalidArrival).optional(),
    out: z.string().trim().max(INSTANT_MAX, WINDOW_MESSAGES.invalidDeparture).optional(),
    coupon: z.string().trim().max(COUPON_CODE_MAX, COUPON_MESSAGES.unknown).optional(),
    vehicleId,
    chosenVehicleId: vehicleId,
  })
  .refine((form) => form.vehicleId || form.chosenVehicleId, BOOKING_MESSAGES.vehicleMissing);
