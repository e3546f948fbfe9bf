import type { Caller } from "@core/account/caller";
import { beforeAll, describe, expect, it } from "vitest";
import { assignOperator } from "@core/account/operator-assignments";
import { BOOKING_MESSAGES, checkIn, checkOut, listPasses, OPERATOR_MESSAGES, placeHold } from "@core/booking/booking-service";
import type { Booking } from "@core/booking/booking";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { networkItem, sharePlanOf, type Network } from "@core/pass/network";
import { NETWORK_ENTRY_MESSAGES } from "@core/pass/network-entry";
import { placeNetworkPassHold } from "@core/pass/network-pass";
import { networkPoolKey, readPoolAt } from "@core/pass/pass-pool";
import { PASS_MESSAGES } from "@core/pass/pass-schema";
import { savePassPlan } from "@core/pass/pass-plan-admin";
import { cancelWithRefund, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Services } from "@core/services";
import { formatIndiaDay } from "@core/time/india-time";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember, signedInAs } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The multi-location pass (issue 15, decision 029 "Multi-location passes"): sold by an operator's
 * network from its own pool, activated at the first booth of any member car park (its days run from
 * then, and its pool span shrinks to them), let in and out at every member and refused elsewhere,
 * and set aside at every member so hourly bookings cannot take the holders' spaces.
 */
let svc: Services;
let admin: Caller;
let driver: Caller;
let stranger: Caller;
let staffA: Caller;
let staffB: Caller;
let staffC: Caller;
const network: Network = {
  id: "net-test",
  name: "Test Line network",
  parkingIds: ["pk-net-a", "pk-net-b"],
  spaces: { four: 2, two: 0 },
  prices: { "1": { four: 400 }, "3": { four: 1000 } },
};
const base = demoParkings()[0]!;
const carPark = (id: string, name: string, city: string, member: boolean): Parking => ({
  ...base,
  id,
  name,
  city,
  code: id.toUpperCase(),
  fourWheelerCapacity: 4,
  twoWheelerCapacity: 0,
  passPlans: member ? [sharePlanOf(network)] : undefined,
});
const [a, b, c] = [
  carPark("pk-net-a", "Net A Car Park", "Mumbai", true),
  carPark("pk-net-b", "Net B Car Park", "Pune", true),
  carPark("pk-net-c", "Not In Network", "Mumbai", false),
];
const IST = 330 * 60_000;
const DAY = 86_400_000;
const indiaDate = (days: number) => new Date(Date.now() + IST + days * DAY).toISOString().slice(0, 10);
const ist = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00.000Z`) - IST);
let plate = 1000;

async function car(owner: Caller) {
  return createVehicle(svc.table, owner.id, { vehicle_name: "Car", vehicle_number: `MH 12 NT ${plate++}`, vehicle_type: "Four Wheeler" });
}

async function hold(owner: Caller, days: number, startDate: string): Promise<Booking> {
  const vehicle = await car(owner);
  return placeNetworkPassHold(svc.table, owner.id, { networkId: network.id, days, startDate, vehicleId: vehicle.id, declaration: true });
}

async function pay(owner: Caller, pass: Booking): Promise<Booking> {
  const { order } = await startPayment(svc, owner.id, pass.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  const result = await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    owner.id,
  );
  expect(result.outcome).toBe("confirmed");
  return result.booking;
}

beforeAll(async () => {
  svc = await createTestServices("network-passes");
  await putParkings(svc.table, [a, b, c]);
  await svc.table.put(networkItem(network));
  admin = await makeMember(svc, "Admin", "admin");
  [driver, stranger] = await Promise.all([makeMember(svc, "Network Holder"), makeMember(svc, "Stranger")]);
  const staff = await Promise.all([makeMember(svc, "Staff A"), makeMember(svc, "Staff B"), makeMember(svc, "Staff C")]);
  [staffA, staffB, staffC] = (await Promise.all(
    staff.map(async (s, i) => signedInAs(await assignOperator(svc.table, admin, { email: s.email, parkingIds: [[a, b, c][i]!.id] }))),
  )) as [Caller, Caller, Caller];
});

describe("a multi-location pass", () => {
  let pass: Booking;
  const firstDay = indiaDate(1);

  it("is priced by the network with GST, names the network and its car parks, and is paid like a booking", async () => {
    const held = await hold(driver, 3, firstDay);
    const { order } = await startPayment(svc, driver.id, held.id);
    expect(order.amount).toBe(1180 * 100);
    pass = await pay(driver, held);
    expect(pass.status).toBe("Confirmed");
    expect(pass.parkingName).toBe("Test Line network");
    expect(pass.address).toBe("Net A Car Park; Net B Car Park (Mumbai, Pune)");
    expect((await listPasses(svc.table, driver.id)).map((p) => p.id)).toContain(pass.id);
    // Until a booth activates it, its span is the longest it could run: three days to activate, plus its three.
    expect(Date.parse(pass.outTime) - Date.parse(pass.inTime)).toBe(6 * DAY);
  });

  it("is refused before its first day, and to strangers and staff of other car parks", async () => {
    const before = ist(indiaDate(0), "23:00");
    await expect(checkIn(svc.table, staffB, pass.code, before, { parkingId: b.id })).rejects.toThrow(/^This pass starts on /);
    const at = ist(firstDay, "10:00");
    await expect(checkIn(svc.table, staffC, pass.code, at, { parkingId: c.id })).rejects.toThrow(
      OPERATOR_MESSAGES.wrongCarPark("Test Line network"),
    );
    await expect(checkIn(svc.table, staffA, pass.code, at, { parkingId: b.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(checkIn(svc.table, stranger, pass.code, at)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(startPayment(svc, stranger.id, pass.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(cancelWithRefund(svc, stranger.id, pass.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("is activated at the first booth: its days run from then, and the rest of its pool span goes back", async () => {
    const activation = ist(firstDay, "10:00");
    const parked = await checkIn(svc.table, staffB, pass.code, activation, { parkingId: b.id });
    expect(parked.status).toBe("Parked");
    expect(parked.pass?.activatedAt).toBe(activation.toISOString());
    expect(parked.pass?.activatedAtParking).toBe(b.id);
    expect(parked.outTime).toBe(new Date(activation.getTime() + 3 * DAY).toISOString());
    const pool = await readPoolAt(svc.table, networkPoolKey(network.id, "four"));
    expect(pool.spans.find((s) => s.bookingId === pass.id)).toEqual({
      bookingId: pass.id,
      from: activation.toISOString(),
      to: parked.outTime,
    });
    pass = parked;
  });

  it("goes in and out at every member car park while it runs, and is refused after its days", async () => {
    const day2 = indiaDate(2);
    expect((await checkOut(svc.table, staffB, pass.code, ist(firstDay, "18:00"), { parkingId: b.id })).status).toBe("Confirmed");
    expect((await checkIn(svc.table, staffA, pass.code, ist(day2, "03:00"), { parkingId: a.id })).status).toBe("Parked");
    expect((await checkOut(svc.table, staffA, pass.code, ist(day2, "09:00"), { parkingId: a.id })).status).toBe("Confirmed");
    await expect(checkIn(svc.table, staffA, pass.code, new Date(Date.parse(pass.outTime) + 60_000), { parkingId: a.id })).rejects.toThrow(
      OPERATOR_MESSAGES.passOver,
    );
  });
});

describe("the network's capacity", () => {
  it("sells no more passes valid at once than its spaces, under a race", async () => {
    // One of the two spaces is the first test's pass (valid from tomorrow for three days).
    const startDate = indiaDate(2);
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMember(svc, `Racer ${i}`)));
    const results = await Promise.allSettled(buyers.map((buyer) => hold(buyer, 1, startDate)));
    const sold = results.filter((r) => r.status === "fulfilled");
    expect(sold).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason.message).toBe(PASS_MESSAGES.full);
  });

  it("sets the network's spaces aside at every member, so hourly bookings there stop two short of capacity", async () => {
    const day = indiaDate(5);
    const stay = { inTime: ist(day, "10:00").toISOString(), outTime: ist(day, "12:00").toISOString() };
    const drivers = await Promise.all(Array.from({ length: 3 }, (_, i) => makeMember(svc, `Hourly ${i}`)));
    const results = [];
    for (const d of drivers) {
      const vehicle = await car(d);
      results.push(
        await placeHold(svc.table, d.id, { parkingId: a.id, vehicleId: vehicle.id, ...stay }).then(
          () => "held",
          (e: Error) => e.message,
        ),
      );
    }
    expect(results).toEqual(["held", "held", BOOKING_MESSAGES.full]);
  });

  it("cannot be changed or removed from a car park's own pass plans", async () => {
    await expect(savePassPlan(svc.table, admin, a.id, { planId: `net-${network.id}`, spacesFour: "0", spacesTwo: "0" })).rejects.toThrow(
      ValidationError,
    );
  });
});

describe("activation", () => {
  it("must happen by the third day; a pass no booth activated in time is refused", async () => {
    const startDate = indiaDate(10);
    const late = await pay(stranger, await hold(stranger, 1, startDate));
    const refused = checkIn(svc.table, staffA, late.code, ist(indiaDate(13), "09:00"), { parkingId: a.id });
    await expect(refused).rejects.toThrow(
      NETWORK_ENTRY_MESSAGES.notActivatedInTime(formatIndiaDay(new Date(Date.parse(late.inTime) + 3 * DAY - 1))),
    );
  });

  it("can be cancelled before its first day with a full refund, and its place goes back to the network", async () => {
    const later = await pay(driver, await hold(driver, 1, indiaDate(20)));
    const cancelled = await cancelWithRefund(svc, driver.id, later.id);
    expect(cancelled.status).toBe("Cancelled");
    const pool = await readPoolAt(svc.table, networkPoolKey(network.id, "four"));
    expect(pool.spans.some((s) => s.bookingId === later.id)).toBe(false);
  });
});
