import { randomBytes, randomUUID } from "node:crypto";
import { getUser } from "../account/user-store";
import { hoursOf } from "../availability/window";
import { slotKindOf, slotSortKey } from "../availability/slots";
import { COUPON_MESSAGES, giveBackCouponUse, reserveCouponUse } from "../coupon/coupon";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "../errors";
import { kindOf } from "../parking/vehicle-kind";
import { slotCapacity, type HourlyCapacitySource } from "../availability/hourly-capacity";
import { parkingKeys, type Parking, type ParkingItem } from "../parking/parking";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { isLostCondition, retryOnLostRace } from "../ports/table/lost-race";
import { hitRateLimits } from "../security/rate-limit";
import { getVehicle } from "../vehicle/vehicle-service";
import type { Vehicle } from "../vehicle/vehicle";
import type { Booking } from "./booking";
import { releasePassSpace } from "../pass/pass-release";
import { BOOKING_MESSAGES } from "./booking-messages";
import { policyOf } from "./policy";
import { count } from "../metrics";
import {
  createBookingCode,
  deleteBookingCode,
  freeSlot,
  ledgerFor,
  putNewBooking,
  readLedger,
  reserveSlot,
  returnCoupon,
  transition,
  useCoupon,
} from "./booking-store";
import { quoteStay, withCouponApplied } from "./quote";
import {
  addToLedger,
  backoffRemainingMs,
  HOLD_ATTEMPTS_PER_HOUR,
  HOLD_LIMIT_MESSAGES,
  MAX_LIVE_HOLDS,
  overlappingBookings,
  type HoldLedger,
  type VehicleWindow,
} from "./hold-ledger";

/**
 * A hold's life before payment: placing it and releasing it unpaid. The booking rules in one place
 * (ARCHITECTURE §4): a hold reserves every hour of the stay in one transaction, each hour's count
 * conditioned on staying within capacity, with the booking item (and the coupon's use) in the same
 * transaction — so two drivers can never both get the last space.
 */
export const HOLD_MINUTES = 15;

export interface HoldRequest {
  parkingId: string;
  vehicleId: string;
  inTime: string;
  outTime: string;
  couponCode?: string;
}

/**
 * The car park and vehicle as a booking (or a pass) copies them when it is held: the voucher, the
 * desk and the lists show what was booked, whatever is edited later.
 */
export function placeAndVehicle(parking: Parking, vehicle: Vehicle) {
  return {
    parkingId: parking.id,
    parkingName: parking.name,
    parkingCode: parking.code,
    address: [parking.address_line1, parking.address_line2, parking.city, parking.pincode].filter(Boolean).join(", "),
    lat: parking.lat,
    lng: parking.lng,
    vehicleId: vehicle.id,
    vehicle: { name: vehicle.vehicle_name, number: vehicle.vehicle_number, type: vehicle.vehicle_type },
    vehicleKind: kindOf(vehicle.vehicle_type),
  };
}

export function bookingCode(): string {
  // 30 bits in an unambiguous alphabet: readable at a barrier, unique enough alongside the id.
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  return `SP-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

export async function placeHold(table: Table, userId: string, request: HoldRequest, now = new Date()): Promise<Booking> {
  const user = await getUser(table, userId);
  if (!user) throw new NotFoundError();
  if (!user.emailVerifiedAt) throw new ForbiddenError(BOOKING_MESSAGES.unverified);
  const vehicle = await getVehicle(table, userId, request.vehicleId);
  if (!vehicle) throw new ValidationError(BOOKING_MESSAGES.vehicleMissing);
  const vehicleKind = kindOf(vehicle.vehicle_type);
  // The checkout's quote, charged as shown; a blank coupon field asks for no coupon.
  const couponCode = request.couponCode?.trim() ? request.couponCode : undefined;
  const {
    parking,
    window,
    pricing,
    coupon: applied,
  } = withCouponApplied(
    await quoteStay(table, {
      userId,
      parking: request.parkingId,
      kind: vehicleKind,
      inTime: request.inTime,
      outTime: request.outTime,
      couponCode,
      now,
    }),
  );
  const coupon = applied?.status === "applied" ? applied : undefined;
  await limitHoldAttempts(table, userId, now);

  const slots = hoursOf(window).map((h) => slotSortKey(slotKindOf(vehicleKind), h));
  const id = randomUUID();
  const booking: Booking = {
    id,
    code: bookingCode(),
    userId,
    ...placeAndVehicle(parking, vehicle),
    inTime: window.inTime.toISOString(),
    outTime: window.outTime.toISOString(),
    slots,
    pricing,
    coupon: coupon ? { code: coupon.code, discount: coupon.discount, counted: true } : undefined,
    totalPrice: pricing.total,
    status: "PendingPayment",
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
    ledger: true,
    // Bound by what checkout showed: a later edit of the car park's policy does not change this booking's.
    policy: policyOf(parking),
  };
  const vehicleWindow = { vehicleId: vehicle.id, inTime: booking.inTime, outTime: booking.outTime };
  // The code is reserved on its own, before the transaction: a stay of 96 hours touches up to 97
  // hour slots, and with the booking, the ledger and a coupon that is the 100-item limit.
  await createBookingCode(table, booking.code, id);
  // The coupon's total use is reserved before the transaction too, for the same reason (decision
  // 019), and given back if the hold is not placed. Given back only when nothing can have been
  // written: after an error of unknown outcome it stays taken (an over-count, on the safe side,
  // that `reconcileCouponCount` repairs) rather than risk counting a real use twice.
  let reservedTotal = false;
  let mayHaveCommitted = false;
  try {
    if (coupon) {
      await reserveCouponUse(table, coupon.code, now);
      reservedTotal = true;
    }
    // The ledger's version may move under a concurrent hold of the same member (another vehicle):
    // read it again and retry; a real refusal is found by the checks on the fresh copy.
    const ledgerMoved = (error: unknown) => isLostCondition(error) && error.reasons[1] === "ConditionalCheckFailed";
    await retryOnLostRace(
      async () => {
        const ledger = await readLedger(table, userId);
        checkLedger(ledger, vehicleWindow, now);
        const items: TransactItem[] = [
          putNewBooking(booking),
          addToLedger(userId, ledger, id, vehicleWindow, { newHold: true, now }),
          ...slots.map((sk) => reserveSlot(parking.id, sk, slotCapacity(parking, vehicleKind, sk))),
        ];
        if (coupon) items.push(useCoupon(booking, coupon.code, coupon.perMemberLimit, now));
        try {
          mayHaveCommitted = true;
          await table.transact(items);
        } catch (error) {
          // A cancelled transaction wrote nothing.
          if (error instanceof TransactionFailedError) mayHaveCommitted = false;
          if (!isLostCondition(error) || ledgerMoved(error)) throw error;
          if (coupon && error.reasons.at(-1) === "ConditionalCheckFailed") throw new ConflictError(COUPON_MESSAGES.used);
          throw new ConflictError(BOOKING_MESSAGES.full);
        }
      },
      { lostRace: ledgerMoved, giveUp: () => new ConflictError(HOLD_LIMIT_MESSAGES.vehicleBusy) },
    );
    // Placed: from here a failure (capacity lowered meanwhile) releases the hold, which gives the coupon back itself.
    reservedTotal = false;
    await keepIfCapacityHolds(table, booking, parking, now);
    count("HoldsPlaced");
    return booking;
  } catch (error) {
    if (error instanceof ConflictError || error instanceof RateLimitedError) count("HoldsRefused");
    if (coupon && reservedTotal && !mayHaveCommitted) await giveBackCouponUse(table, coupon.code);
    await deleteBookingCode(table, booking.code);
    throw error;
  }
}

/**
 * An admin may lower a capacity while this hold was in flight (parking-admin.ts): the admin's check
 * counts holds that finished before the lower capacity was stored, and this one, finished after,
 * checks itself. Read strongly consistent after the transaction: if the capacity is now lower than
 * the one reserved under and an hour of this stay is over it, the hold gives its spaces back.
 */
async function keepIfCapacityHolds(table: Table, booking: Booking, reservedUnder: HourlyCapacitySource, now: Date): Promise<void> {
  const key = parkingKeys.item(booking.parkingId);
  const parking = await table.get<ParkingItem>(key.pk, key.sk, true);
  const limit = (sk: string) => slotCapacity(parking, booking.vehicleKind, sk);
  if (booking.slots.every((sk) => limit(sk) >= slotCapacity(reservedUnder, booking.vehicleKind, sk))) return;
  const counts = await table.batchGet<{ pk: string; sk: string; count?: number }>(booking.slots.map((sk) => ({ pk: key.pk, sk })));
  if (counts.every((slot) => (slot.count ?? 0) <= limit(slot.sk))) return;
  await releaseHold(table, booking, "CapacityLowered", now);
  throw new ConflictError(BOOKING_MESSAGES.full);
}

/**
 * The ledger's rules, checked on a fresh copy; the transaction's conditions make them race-proof.
 * Pass holds ask the same (pass/pass-hold.ts), so both kinds of hold count toward one limit.
 */
export function checkLedger(ledger: HoldLedger | undefined, vehicleWindow: VehicleWindow, now: Date): void {
  const wait = backoffRemainingMs(ledger, now);
  if (wait > 0) throw new RateLimitedError(HOLD_LIMIT_MESSAGES.backoff(Math.ceil(wait / 60_000)));
  if ((ledger?.live ?? 0) >= MAX_LIVE_HOLDS) throw new ConflictError(HOLD_LIMIT_MESSAGES.tooManyHolds);
  if (overlappingBookings(ledger, vehicleWindow, now).length) throw new ConflictError(HOLD_LIMIT_MESSAGES.vehicleBusy);
}

/** Every hold attempt counts, refused or not: a script probing for spaces is slowed as much as one holding them. */
export async function limitHoldAttempts(table: Table, userId: string, now: Date): Promise<void> {
  try {
    await hitRateLimits(
      table,
      [{ rule: { name: "hold-member", limit: HOLD_ATTEMPTS_PER_HOUR, windowSeconds: 3600 }, key: userId }],
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(HOLD_LIMIT_MESSAGES.tooManyAttempts);
    throw error;
  }
}

/**
 * Releases an unpaid hold: its spaces go back, and so does its coupon's use (nothing was bought).
 * False when it was no longer pending (paid, or already released).
 */
export async function releaseHold(
  table: Table,
  booking: Booking,
  reason: "Expired" | "PaymentFailed" | "CapacityLowered",
  now = new Date(),
): Promise<boolean> {
  const ended = { Expired: "hold expired", PaymentFailed: "payment failed", CapacityLowered: "capacity lowered meanwhile" }[reason];
  const to = reason === "PaymentFailed" ? "PaymentFailed" : "Expired";
  // Only a hold left unpaid counts towards the member's back-off; a withdrawn one is not their doing.
  const ledger = { holdEnds: true, freeVehicle: true, expired: reason === "Expired", now };
  // A pass gives back its pool space, not hour slots (decision 029).
  if (booking.pass)
    return releasePassSpace(table, booking, "PendingPayment", to, { endedReason: ended, endedAt: now.toISOString() }, ledger);
  try {
    await table.transact([
      transition(booking, "PendingPayment", to, {
        endedReason: ended,
        endedAt: now.toISOString(),
      }),
      ...booking.slots.map((sk) => freeSlot(booking.parkingId, sk)),
      ...returnCoupon(booking),
      ...ledgerFor(booking, ledger),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) return false;
    throw error;
  }
  // The total counter cannot join that transaction (at a 96-hour stay it already holds 100 items):
  // it follows it. Should this process die in between, the counter over-counts one use (the safe
  // side) until `reconcileCouponCount` repairs it.
  if (booking.coupon?.counted) await giveBackCouponUse(table, booking.coupon.code);
  return true;
}
