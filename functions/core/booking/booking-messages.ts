import { VEHICLE_KIND_MESSAGES } from "../parking/vehicle-kind";
import { DEFAULT_POLICY, POLICY_MESSAGES } from "./policy";

/** What the booking use cases (hold, confirm, cancel) and the booking store say when they refuse. */
export const BOOKING_MESSAGES = {
  full: "Sorry, there is no free space for this vehicle at this car park for the chosen time. Please choose another time or car park.",
  notTaken: VEHICLE_KIND_MESSAGES.notTaken,
  unverified: "Please verify your e-mail address before booking. We sent you a link when you signed up.",
  vehicleMissing: "Please add vehicle to proceed",
  notFound: "Booking not found.",
  notCancellable: "Only a confirmed booking can be cancelled.",
  /** Under the default policy; a car park with its own cut-off says its own hours (policy.ts). */
  tooLate: POLICY_MESSAGES.tooLateToCancel(DEFAULT_POLICY),
  holdGone: "This booking is no longer waiting for payment. Please start again.",
} as const;
