import { asCaller } from "@core/account/caller";
import { indiaDate } from "@core/time/india-time";
import { findUserByEmail } from "@core/account/user-store";
import type { Booking } from "@core/booking/booking";
import { getBooking, placeHold } from "@core/booking/booking-service";
import { checkIn, completeStay } from "@core/booking/operator";
import { cancelWithRefund, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { ConditionFailedError } from "@core/ports/table/table";
import type { Services } from "@core/services";
import { createVehicle, listVehicles } from "@core/vehicle/vehicle-service";
import { placePassHold } from "@core/pass/pass-hold";
import { saveReview, type Review } from "@core/review/reviews";

/**
 * The demo driver's garage and bookings (issues 14 and 15, docs/demo-data.md): two vehicles, a
 * booking in every tab of /booking with a review of the completed stay, and a monthly pass, so a
 * newcomer's first sign-in shows a populated product and a checkout needs no setup. Everything goes through core as a driver, the test gateway and the operator
 * would: holds, orders, payments, mails, tax invoices, check-in and check-out, a refund.
 *
 * Once per data folder: a marker written last. A stay placed "in the past" uses core's `now`
 * parameters (the hold, its order, the check-in and check-out at the times they would have had).
 */
export const DEMO_BOOKINGS_MARKER_KEY = { pk: "SEED#bookings", sk: "SEED" } as const;

export const DEMO_DRIVER_EMAIL = "driver@example.com";
export const DEMO_OPERATOR_EMAIL = "operator@example.com";

export const DEMO_VEHICLES = [
  { vehicle_name: "Family car", vehicle_number: "MH 02 AB 1234", vehicle_type: "Four Wheeler", isDefault: true },
  { vehicle_name: "Scooter", vehicle_number: "MH 02 CD 5678", vehicle_type: "Two Wheeler", isDefault: false },
] as const;

/**
 * Where each demo booking is, in Mumbai: the stays the operator checked in and out are at the demo
 * operator's airport car parks (the rule lets them nowhere else).
 */
export const DEMO_BOOKING_PLACES = {
  confirmed: "pk-mumbai-03",
  parked: "pk-mumbai-01",
  completed: "pk-mumbai-02",
  cancelled: "pk-mumbai-05",
  /** A monthly day pass at Sahar, which sells them (seed/pass-plans.ts) and whose desk the demo operator runs. */
  pass: "pk-mumbai-02",
} as const;

/** The demo driver's review of the completed stay (decision 028): what the detail page lists. */
export const DEMO_REVIEW = {
  rating: 4,
  text: "Easy to find from the airport road and the staff scanned the QR in seconds. A little tight on the ramp for a scooter.",
} as const;

const HOUR = 3_600_000;

export interface DemoBookings {
  confirmed: Booking;
  parked: Booking;
  completed: Booking;
  cancelled: Booking;
  pass: Booking;
  review: Review;
}

/** Seeds the driver's vehicles and four bookings, once; undefined when already seeded (or no driver). */
export async function seedDemoBookings(svc: Services, now = new Date()): Promise<DemoBookings | undefined> {
  // Paid on the embedded test gateway only: with real Razorpay keys set locally, no demo bookings.
  if (svc.config.TEST_GATEWAY !== "on") return undefined;
  if (await svc.table.get(DEMO_BOOKINGS_MARKER_KEY.pk, DEMO_BOOKINGS_MARKER_KEY.sk, true)) return undefined;
  const driver = await findUserByEmail(svc.table, DEMO_DRIVER_EMAIL);
  const operatorAccount = await findUserByEmail(svc.table, DEMO_OPERATOR_EMAIL);
  if (!driver || !operatorAccount) return undefined;
  // The operator at the desk, signed in with their password as operators are.
  const operator = asCaller(operatorAccount, "password");

  const { vehicles } = await listVehicles(svc.table, driver.id);
  for (const vehicle of DEMO_VEHICLES) {
    if (!vehicles.some((v) => v.vehicle_number.replace(/\s/g, "") === vehicle.vehicle_number.replace(/\s/g, ""))) {
      vehicles.push(await createVehicle(svc.table, driver.id, vehicle, now));
    }
  }
  const car = vehicles.find((v) => v.vehicle_type === "Four Wheeler")!;
  const scooter = vehicles.find((v) => v.vehicle_type === "Two Wheeler")!;
  const gateway = paymentGateway(svc) as TestGateway;

  /** A hold paid on the test gateway as the driver's browser would. */
  const pay = async (hold: Booking, at: Date): Promise<Booking> => {
    const { order } = await startPayment(svc, driver.id, hold.id, at);
    const paid = await gateway.pay(order.id);
    await verifyPayment(
      svc,
      { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      driver.id,
    );
    return (await getBooking(svc.table, hold.id))!;
  };

  /** A hold placed at `placedAt`, paid. */
  const book = async (parkingId: string, vehicleId: string, inTime: Date, hours: number, placedAt = now): Promise<Booking> => {
    const window = { inTime: inTime.toISOString(), outTime: new Date(inTime.getTime() + hours * HOUR).toISOString() };
    return pay(await placeHold(svc.table, driver.id, { parkingId, vehicleId, ...window }, placedAt), placedAt);
  };

  const thisHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const day = 24 * HOUR;
  // Tomorrow, 4 hours from 04:30 UTC (10:00 in India).
  const tomorrow = new Date(Math.floor(now.getTime() / day) * day + day + 4.5 * HOUR);
  const confirmed = await book(DEMO_BOOKING_PLACES.confirmed, car.id, tomorrow, 4);

  // In the car park now: booked two hours ago from the last hour, checked in at the desk just now.
  const parkedHold = await book(
    DEMO_BOOKING_PLACES.parked,
    car.id,
    new Date(thisHour.getTime() - HOUR),
    5,
    new Date(now.getTime() - 2 * HOUR),
  );
  const parked = await checkIn(svc.table, operator, parkedHold.code, now);

  // Three days ago on the scooter, 3 hours: checked in on arrival and out at departure.
  const threeDaysAgo = new Date(thisHour.getTime() - 3 * day);
  const past = await book(DEMO_BOOKING_PLACES.completed, scooter.id, threeDaysAgo, 3, new Date(threeDaysAgo.getTime() - day));
  const parkedThen = await checkIn(svc.table, operator, past.code, threeDaysAgo);
  const completed = await completeStay(svc.table, parkedThen, new Date(threeDaysAgo.getTime() + 3 * HOUR), "checked out");
  const { review } = await saveReview(svc.table, driver, completed.id, DEMO_REVIEW, new Date(completed.outTime));

  // Next week, then cancelled: the refund goes back through the test gateway.
  const cancelled = await cancelWithRefund(
    svc,
    driver.id,
    (await book(DEMO_BOOKING_PLACES.cancelled, car.id, new Date(tomorrow.getTime() + 6 * day), 2)).id,
  );

  // A month's day pass from today, bought like any pass: plan, declaration, the same payment flow.
  const today = indiaDate(now);
  const passHold = await placePassHold(
    svc.table,
    driver.id,
    { parkingId: DEMO_BOOKING_PLACES.pass, planId: "day-6-12", months: 1, startDate: today, vehicleId: car.id, declaration: true },
    now,
  );
  const pass = await pay(passHold, now);

  try {
    const marker: { pk: string; sk: string; entity: "seed"; seededAt: string } = {
      ...DEMO_BOOKINGS_MARKER_KEY,
      entity: "seed",
      seededAt: now.toISOString(),
    };
    await svc.table.create(marker);
  } catch (error) {
    // Another process seeded the same data folder at the same moment: its marker stands.
    if (!(error instanceof ConditionFailedError)) throw error;
  }
  return { confirmed, parked, completed, cancelled, pass, review };
}
