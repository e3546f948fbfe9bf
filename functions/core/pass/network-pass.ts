import { randomUUID } from "node:crypto";
import type { Booking } from "../booking/booking";
import { HOLD_MINUTES, bookingCode, limitHoldAttempts, placeAndVehicle, releaseHold } from "../booking/hold";
import { policyOf } from "../booking/policy";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { getParkings } from "../parking/parking-store";
import type { Table } from "../ports/table/table";
import { withTax } from "../pricing/pricing";
import { ACTIVATION_DAYS, getNetwork, NETWORK_DAY_CHOICES, networkPrice, type Network } from "./network";
import { passBuyer, passFirstDay, passPricing, sellFromPool } from "./pass-hold";
import { networkPoolKey, peakInUse, readPoolAt } from "./pass-pool";
import { NETWORK_PASS_FORM_MESSAGES, PASS_MESSAGES } from "./pass-schema";
import type { PassTerms } from "./pass-terms";
import { DAY_MS } from "../time/india-time";

/**
 * Holding a multi-location pass (issue 15, decision 029 "Multi-location passes"): 1 to 7 days at
 * any car park of one operator's network, activated at the first booth. Until a booth activates it,
 * its span in the network's pool is the longest it could run: from its first day to the last day it
 * may be activated plus its days. Activation (booth check-in, pass/network-entry.ts) narrows the span
 * to the days it really runs, so the rest goes back to the pool.
 */

export const NETWORK_PASS_MESSAGES = {
  noNetwork: "This multi-location pass is not on sale.",
  days: NETWORK_PASS_FORM_MESSAGES.days,
  notSold: "This pass is not sold for this vehicle type or number of days.",
} as const;

export interface NetworkPassRequest {
  networkId: string;
  days: number;
  /** The first day it may be activated, India time, "YYYY-MM-DD". */
  startDate: string;
  vehicleId: string;
  declaration: boolean;
}

/** The price before tax and with GST, from the stored network only. */
export function quoteNetworkPass(network: Network, days: number, kind: Booking["vehicleKind"]) {
  if (!(NETWORK_DAY_CHOICES as readonly number[]).includes(days))
    throw new ValidationError(NETWORK_PASS_MESSAGES.days, { days: [NETWORK_PASS_MESSAGES.days] });
  const price = networkPrice(network, days, kind);
  if (price === undefined) throw new ValidationError(NETWORK_PASS_MESSAGES.notSold);
  return withTax(price);
}

/** The last instant a booth may activate a pass whose first day starts at `from`. */
export const activationDeadline = (from: Date | string) => new Date(new Date(from).getTime() + ACTIVATION_DAYS * DAY_MS);

export async function placeNetworkPassHold(table: Table, userId: string, request: NetworkPassRequest, now = new Date()): Promise<Booking> {
  const { vehicle, kind } = await passBuyer(table, userId, request);
  const network = await getNetwork(table, request.networkId);
  const members = network ? (await getParkings(table, network.parkingIds)).filter((p) => !p.inactive) : [];
  if (!network || members.length === 0) throw new NotFoundError(NETWORK_PASS_MESSAGES.noNetwork);
  const money = quoteNetworkPass(network, request.days, kind);
  const from = passFirstDay(request.startDate, now);
  const to = new Date(activationDeadline(from).getTime() + request.days * DAY_MS);
  await limitHoldAttempts(table, userId, now);

  const pass: PassTerms = {
    planId: `network-${network.id}`,
    hours: "24h",
    startHour: 0,
    hoursPerDay: 24,
    months: 0,
    days: request.days,
    network: { id: network.id, name: network.name },
    unlimited: true,
  };
  const home = members[0]!;
  const cities = [...new Set(members.map((p) => p.city))];
  const booking: Booking = {
    id: randomUUID(),
    code: bookingCode(),
    userId,
    ...placeAndVehicle(home, vehicle),
    // Pages and documents name the network and its car parks, not its first car park.
    parkingName: network.name,
    address: `${members.map((p) => p.name).join("; ")} (${cities.join(", ")})`,
    inTime: from.toISOString(),
    outTime: to.toISOString(),
    slots: [],
    pricing: passPricing(kind, from, new Date(from.getTime() + request.days * DAY_MS), money),
    totalPrice: money.total,
    status: "PendingPayment",
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    createdAt: now.toISOString(),
    ledger: true,
    policy: policyOf(home),
    pass,
  };
  const spaces = network.spaces[kind];
  await sellFromPool(table, booking, networkPoolKey(network.id, kind), spaces, now, (sold) =>
    keepIfNetworkPoolHolds(table, sold, spaces, now),
  );
  return booking;
}

/** As keepIfPoolHolds for a car park's plan: a network whose spaces went down meanwhile is re-checked. */
async function keepIfNetworkPoolHolds(table: Table, booking: Booking, soldUnder: number, now: Date): Promise<void> {
  const network = await getNetwork(table, booking.pass!.network!.id, true);
  const spaces = network?.spaces[booking.vehicleKind] ?? 0;
  if (spaces >= soldUnder) return;
  const pool = await readPoolAt(table, networkPoolKey(booking.pass!.network!.id, booking.vehicleKind));
  if (network && peakInUse(pool.spans, booking.inTime, booking.outTime) <= spaces) return;
  await releaseHold(table, booking, "CapacityLowered", now);
  throw new ConflictError(PASS_MESSAGES.full);
}
