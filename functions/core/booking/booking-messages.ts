import { VEHICLE_KIND_MESSAGES } from "../parking/vehicle-kind";

/** What the booking use cases (hold, confirm, cancel) and the booking store say when they refuse. */
export const BOOKING_MESSAGES = {
  full: "Sorry, there is no free space for this vehicle at this car park for the chosen time. Please choose another time or car park.",
  notTaken: VEHICLE_KIND_MESSAGES.notTaken,
  unverified: "Please verify your e-mail address before booking. We sent you a link when you signed up.",
  vehicleMissing: "Please add vehicle to proceed",
  notFound: "Booking not found.",
  notCancellable: "Only a confirmed booking can be cancelled.",
  tooLate: "This booking can no longer be cancelled: cancellation closes 3 hours before the start.",
  holdGone: "This booking is no longer waiting for payment. Please start again.",
} as const;
