import { randomUUID } from "node:crypto";
import { getUser } from "../account/user-store";
import type { Booking } from "../booking/booking";
import { BOOKING_MESSAGES } from "../booking/booking-messages";
import { bookingCode, checkLedger, HOLD_MINUTES, limitHoldAttempts, placeAndVehicle, releaseHold } from "../booking/hold";
import { createBookingCode, deleteBookingCode, putNewBooking, readLedger } from "../booking/booking-store";
import { addToLedger, HOLD_LIMIT_MESSAGES, type VehicleWindow } from "../booking/hold-ledger";
import { policyOf } from "../booking/policy";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "../errors";
import { parkingKeys, type ParkingItem } from "../parking/parking";
import { getParking } from "../parking/parking-store";
import { kindOf, type VehicleKind } from "../parking/vehicle-kind";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { retryOnLostRace } from "../ports/table/lost-race";
import { withTax } from "../pricing/pricing";
import { getVehicle } from "../vehicle/vehicle-service";
import { MONTH_CHOICES, planPrice, type PassPlan } from "./pass-plan";
import { passPoolKey, peakInUse, poolHasRoom, readPool, readPoolAt, takePoolSpace, type PoolKey } from "./pass-pool";
import { POOL_ATTEMPTS } from "./pass-release";
import type { PassTerms } from "./pass-terms";
import { PASS_MESSAGES } from "./pass-schema";
import { count } from "../metrics";
import { DAY_MS, indiaDate, indiaMidnight } from "../time/india-time";

/**
 * Holding a monthly pass (issue 15, decision 029): the same hold → pay → confirm life as a booking
 * (a pass is a booking with pass terms), but the space comes from the plan's pool for the whole
 * validity, checked and taken in the one transaction that writes the hold. The price is the plan's,
 * from the server, with GST.
 */
export { PASS_MESSAGES };

/** How far ahead a pass may start: a pool is not sold out months before anyone parks. */
export const MAX_START_DAYS_AHEAD = 30;

export interface PassRequest {
  parkingId: string;
  planId: string;
  months: number;
  /** The first day, India time, "YYYY-MM-DD". */
  startDate: string;
  vehicleId: string;
  /** The driver's declaration: no trailer, racks or altered dimensions (the help text's rule). */
  declaration: boolean;
}

/** `months` calendar months on from an India date, on the same day of the month (or the month's last day). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Midnight India time on a pass's first day, which must be from today up to 30 days ahead. */
export function passFirstDay(startDate: string, now: Date): Date {
  const from = indiaMidnight(startDate);
  const today = indiaDate(now);
  const latest = new Date(Date.parse(`${today}T00:00:00.000Z`) + MAX_START_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  if (!from || startDate < today || startDate > latest)
    throw new ValidationError(PASS_MESSAGES.startDate, { startDate: [PASS_MESSAGES.startDate] });
  return from;
}

/** A monthly pass's validity: from midnight India time of its first day to midnight of the same day `months` later. */
export function passValidity(startDate: string, months: number, now: Date): { from: Date; to: Date } {
  return { from: passFirstDay(startDate, now), to: indiaMidnight(addMonths(startDate, months))! };
}

export function findPlan(plans: readonly PassPlan[] | undefined, planId: string): PassPlan {
  const plan = plans?.find((p) => p.id === planId);
  if (!plan) throw new ValidationError(PASS_MESSAGES.noPlan);
  return plan;
}

/** The pass's price before tax and with GST, from the stored plan only. */
export function quotePass(plan: PassPlan, months: number, kind: VehicleKind) {
  if (!(MONTH_CHOICES as readonly number[]).includes(months))
    throw new ValidationError(PASS_MESSAGES.months, { months: [PASS_MESSAGES.months] });
  const price = planPrice(plan, months, kind);
  if (price === undefined || (plan.spaces[kind] ?? 0) <= 0) throw new ValidationError(PASS_MESSAGES.notSold);
  return withTax(price);
}

/** Who may buy a pass, and with which vehicle: a verified member, their own vehicle, the declaration made. */
export async function passBuyer(table: Table, userId: string, request: Pick<PassRequest, "vehicleId" | "declaration">) {
  const user = await getUser(table, userId);
  if (!user) throw new NotFoundError();
  if (!user.emailVerifiedAt) throw new ForbiddenError(BOOKING_MESSAGES.unverified);
  if (request.declaration !== true) throw new ValidationError(PASS_MESSAGES.declaration, { declaration: [PASS_MESSAGES.declaration] });
  const vehicle = await getVehicle(table, userId, request.vehicleId);
  if (!vehicle) throw new ValidationError(BOOKING_MESSAGES.vehicleMissing);
  return { vehicle, kind: kindOf(vehicle.vehicle_type) };
}

/** A pass's price as a booking's pricing: one "block", the pass as a whole. */
export function passPricing(kind: VehicleKind, from: Date, to: Date, money: ReturnType<typeof withTax>) {
  const minutes = Math.round((to.getTime() - from.getTime()) / 60_000);
  return {
    vehicleKind: kind,
    minutes,
    hours: Math.round((minutes / 60) * 100) / 100,
    blockHours: 0,
    blocks: 1,
    pricePerBlock: money.price,
    ...money,
    discount: 0,
    priceBeforeDiscount: money.price,
  };
}

export async function placePassHold(table: Table, userId: string, request: PassRequest, now = new Date()): Promise<Booking> {
  const { vehicle, kind } = await passBuyer(table, userId, request);
  const parking = await getParking(table, request.parkingId);
  if (!parking) throw new NotFoundError("Car park not found.");
  if (parking.inactive) throw new ValidationError("This car park is not taking bookings at the moment.");
  const plan = findPlan(parking.passPlans, request.planId);
  const money = quotePass(plan, request.months, kind);
  const validity = passValidity(request.startDate, request.months, now);
  await limitHoldAttempts(table, userId, now);

  const pass: PassTerms = {
    planId: plan.id,
    hours: plan.hours,
    startHour: plan.startHour,
    hoursPerDay: plan.hoursPerDay,
    months: request.months,
    unlimited: true,
  };
  const booking: Booking = {
    id: randomUUID(),
    code: bookingCode(),
    userId,
    ...placeAndVehicle(parking, vehicle),
    inTime: validity.from.toISOString(),
    outTime: validity.to.toISOString(),
    slots: [],
    pricing: passPricing(kind, validity.from, validity.to, money),
    totalPrice: money.total,
    status: "PendingPayment",
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
    ledger: true,
    policy: policyOf(parking),
    pass,
  };
  await sellFromPool(table, booking, passPoolKey(parking.id, plan.id, kind), plan.spaces[kind], now, (sold) =>
    keepIfPoolHolds(table, sold, plan.spaces[kind], now),
  );
  return booking;
}

/**
 * Writes a pass's hold and takes its span from the pool in one transaction, with the member's hold
 * ledger (issue 28): a pass hold counts toward the same live unpaid holds as an hourly one, waits
 * out the same back-off, and its vehicle cannot hold a second pass for overlapping days. Buyers of
 * the same pool race on its version, and holds of the same member on the ledger's: the loser reads
 * both again, where the space it wanted may be gone or the member's limit reached (then it is
 * refused) or another space still free. `recheck` runs after the write (an admin may have cut the
 * pool meanwhile) and gives the space back itself when it must.
 */
export async function sellFromPool(
  table: Table,
  booking: Booking,
  key: PoolKey,
  spaces: number,
  now: Date,
  recheck: (sold: Booking) => Promise<void>,
): Promise<void> {
  const span = { bookingId: booking.id, from: booking.inTime, to: booking.outTime };
  const vehicleWindow: VehicleWindow = { vehicleId: booking.vehicleId, inTime: booking.inTime, outTime: booking.outTime, pass: true };
  await createBookingCode(table, booking.code, booking.id);
  try {
    await retryOnLostRace(
      async () => {
        const [pool, ledger] = await Promise.all([readPoolAt(table, key), readLedger(table, booking.userId)]);
        // The member's limits first: a hoarder is told why, not that the pass is full.
        checkLedger(ledger, vehicleWindow, now);
        if (!poolHasRoom(pool, span, spaces)) throw new ConflictError(PASS_MESSAGES.full);
        await table.transact([
          putNewBooking(booking),
          takePoolSpace(pool, span, now),
          addToLedger(booking.userId, ledger, booking.id, vehicleWindow, { newHold: true, now }),
        ]);
        count("HoldsPlaced");
      },
      {
        attempts: POOL_ATTEMPTS,
        giveUp: (error) =>
          new ConflictError(
            (error as TransactionFailedError).reasons[2] === "ConditionalCheckFailed"
              ? HOLD_LIMIT_MESSAGES.vehicleBusy
              : PASS_MESSAGES.full,
          ),
      },
    );
  } catch (error) {
    if (error instanceof ConflictError || error instanceof RateLimitedError) count("HoldsRefused");
    await deleteBookingCode(table, booking.code);
    throw error;
  }
  await recheck(booking);
}

/**
 * An admin may lower this plan's spaces, or remove the plan, while this sale was in flight
 * (pass-plan-admin.ts): the admin's check counts sales finished before the change was stored, and
 * this one, finished after, checks itself. Read strongly consistent after the transaction: if the
 * pool is now smaller than the one sold under and too many passes overlap this one, the hold gives
 * its space back.
 */
async function keepIfPoolHolds(table: Table, booking: Booking, soldUnder: number, now: Date): Promise<void> {
  const key = parkingKeys.item(booking.parkingId);
  const parking = await table.get<ParkingItem>(key.pk, key.sk, true);
  const plan = parking?.passPlans?.find((p) => p.id === booking.pass!.planId);
  const spaces = plan?.spaces[booking.vehicleKind] ?? 0;
  if (spaces >= soldUnder) return;
  const pool = await readPool(table, booking.parkingId, booking.pass!.planId, booking.vehicleKind);
  if (plan && peakInUse(pool.spans, booking.inTime, booking.outTime) <= spaces) return;
  await releaseHold(table, booking, "CapacityLowered", now);
  throw new ConflictError(PASS_MESSAGES.full);
}
