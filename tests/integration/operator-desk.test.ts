import type { Caller } from "@core/account/caller";
import { signedInAs } from "../support/community";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { assignOperator, OPERATOR_ASSIGN_MESSAGES } from "@core/account/operator-assignments";
import { getUser } from "@core/account/user-store";
import { readActivity } from "@core/activity-log/activity-log";
import { checkIn, checkOut, getBooking, mayOperateAt, OPERATOR_MESSAGES, placeHold } from "@core/booking/booking-service";
import type { Booking } from "@core/booking/booking";
import { deskCarParks, todayAtCarPark } from "@core/booking/operator-desk";
import { ForbiddenError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember } from "../support/community";
import { DAY_MS, formatIndiaDay, indiaDate } from "@core/time/india-time";
import { createTestServices } from "../support/local-services";

/**
 * The operator desk (issue 13, decision 021) on DynamoDB Local: an operator works only at their own
 * car parks; at a desk a booking for another car park or another day is refused with its own
 * message and stays as it was; today's arrivals and departures for a fixed clock, across midnight.
 */
let svc: Services;
let driver: Caller;
let admin: Caller;
let moderator: Caller;
let operatorA: Caller;
const base = demoParkings()[0]!;
const parkA: Parking = { ...base, id: "pk-desk-a", code: "DSK-A", name: "Desk Car Park A", fourWheelerCapacity: 20, twoWheelerCapacity: 0 };
const parkB: Parking = { ...base, id: "pk-desk-b", code: "DSK-B", name: "Desk Car Park B", fourWheelerCapacity: 20, twoWheelerCapacity: 0 };
const parkC: Parking = { ...base, id: "pk-desk-c", code: "DSK-C", name: "Desk Car Park C", fourWheelerCapacity: 20, twoWheelerCapacity: 0 };

const HOUR = 3600_000;
let plate = 1000;

/** A paid (Confirmed) booking of a fresh vehicle of the driver's (stays may overlap), arriving `inTime` for `hours`. */
async function confirmed(parking: Parking, inTime: Date, hours: number, pay = true): Promise<Booking> {
  const vehicle = await createVehicle(svc.table, driver.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 01 AB ${plate++}`,
    vehicle_type: "Four Wheeler",
  });
  const booking = await placeHold(svc.table, driver.id, {
    parkingId: parking.id,
    vehicleId: vehicle.id,
    inTime: inTime.toISOString(),
    outTime: new Date(inTime.getTime() + hours * HOUR).toISOString(),
  });
  if (!pay) return booking;
  const { order } = await startPayment(svc, driver.id, booking.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    driver.id,
  );
  return { ...booking, status: "Confirmed" };
}

/** An India wall-clock time ("2026-12-10T09:00") as an instant. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
/** The India date `n` days from now: the stays below must lie ahead of the real clock, which holds are checked against. */
const dayAhead = (n: number) => indiaDate(new Date(Date.now() + n * DAY_MS));

beforeAll(async () => {
  svc = await createTestServices("operator-desk");
  await putParkings(svc.table, [parkA, parkB, parkC]);
  [driver, admin, moderator] = await Promise.all([
    makeMember(svc, "Driver"),
    makeMember(svc, "Admin", "admin"),
    makeMember(svc, "Moderator", "moderator"),
  ]);
  const staff = await makeMember(svc, "Operator of A");
  operatorA = signedInAs(await assignOperator(svc.table, admin, { email: staff.email, parkingIds: [parkA.id, parkC.id] }));
});

describe("who operates where", () => {
  it("an admin operates every car park, an operator only theirs, drivers and moderators none", () => {
    expect(mayOperateAt(admin, parkB.id)).toBe(true);
    expect(mayOperateAt(operatorA, parkA.id)).toBe(true);
    expect(mayOperateAt(operatorA, parkB.id)).toBe(false);
    expect(mayOperateAt(driver, parkA.id)).toBe(false);
    expect(mayOperateAt(moderator, parkA.id)).toBe(false);
    // A role alone is not enough: an operator with no car parks operates none.
    expect(mayOperateAt({ role: "operator", proof: "password" }, parkA.id)).toBe(false);
  });

  it("the operator of A cannot check in a booking at B, at B's desk or anywhere; the booking is unchanged", async () => {
    const atB = await confirmed(parkB, new Date(Date.now() + 10 * 60_000), 2);
    await expect(checkIn(svc.table, operatorA, atB.code)).rejects.toThrow(OPERATOR_MESSAGES.notOperator);
    await expect(checkIn(svc.table, operatorA, atB.code, new Date(), { parkingId: parkB.id })).rejects.toBeInstanceOf(ForbiddenError);
    // At their own desk the refusal names the booking's car park.
    await expect(checkIn(svc.table, operatorA, atB.code, new Date(), { parkingId: parkA.id })).rejects.toThrow(
      "This booking is for Desk Car Park B, not this car park.",
    );
    expect((await getBooking(svc.table, atB.id))?.status).toBe("Confirmed");
    await expect(todayAtCarPark(svc.table, operatorA, parkB.id)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("a driver and a moderator cannot check in, even at a desk; an admin can, and the operator checks out at A", async () => {
    const atA = await confirmed(parkA, new Date(Date.now() + 10 * 60_000), 2);
    for (const person of [driver, moderator]) {
      await expect(checkIn(svc.table, person, atA.code, new Date(), { parkingId: parkA.id })).rejects.toThrow(
        OPERATOR_MESSAGES.notOperator,
      );
      await expect(todayAtCarPark(svc.table, person, parkA.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(deskCarParks(svc.table, person)).rejects.toThrow(OPERATOR_MESSAGES.notDeskStaff);
    }
    expect((await getBooking(svc.table, atA.id))?.status).toBe("Confirmed");
    expect((await checkIn(svc.table, admin, atA.code, new Date(), { parkingId: parkA.id })).status).toBe("Parked");
    // The wrong car park applies to check-out too.
    await expect(checkOut(svc.table, operatorA, atA.code, new Date(), { parkingId: parkC.id })).rejects.toThrow(
      "This booking is for Desk Car Park A, not this car park.",
    );
    expect((await checkOut(svc.table, operatorA, `SMARTPARKING:${atA.code}:${atA.id}`, new Date(), { parkingId: parkA.id })).status).toBe(
      "Completed",
    );
  });

  it("the operator's car parks, by name; an admin gets none listed (they open any by id)", async () => {
    expect((await deskCarParks(svc.table, operatorA)).map((p) => p.id)).toEqual([parkA.id, parkC.id]);
    expect(await deskCarParks(svc.table, admin)).toEqual([]);
  });
});

describe("a booking for another day", () => {
  it("is refused at the desk with its date, and stays Confirmed; the nearer messages stay for today's", async () => {
    // Tomorrow (India) at 10:00: a full day away from the clock below.
    const [today, next] = [dayAhead(2), dayAhead(3)];
    const clock = ist(`${today}T09:00`);
    const tomorrow = await confirmed(parkA, ist(`${next}T10:00`), 2);
    await expect(checkIn(svc.table, operatorA, tomorrow.code, clock, { parkingId: parkA.id })).rejects.toThrow(
      `This booking is for ${formatIndiaDay(ist(`${next}T10:00`))}, not today.`,
    );
    // Without a desk (the admin dashboard's box) the message is as before.
    await expect(checkIn(svc.table, admin, tomorrow.code, clock)).rejects.toThrow(OPERATOR_MESSAGES.tooEarly);
    // Later today: too early, not another day.
    const tonight = await confirmed(parkA, ist(`${today}T20:00`), 2);
    await expect(checkIn(svc.table, operatorA, tonight.code, clock, { parkingId: parkA.id })).rejects.toThrow(OPERATOR_MESSAGES.tooEarly);
    // Yesterday's stay, over before today began.
    await expect(checkIn(svc.table, operatorA, tonight.code, ist(`${next}T09:00`), { parkingId: parkA.id })).rejects.toThrow(
      `This booking is for ${formatIndiaDay(ist(`${today}T20:00`))}, not today.`,
    );
    expect((await getBooking(svc.table, tomorrow.id))?.status).toBe("Confirmed");
    expect((await getBooking(svc.table, tonight.id))?.status).toBe("Confirmed");
  });
});

describe("today's arrivals and departures", () => {
  it("lists India today's arrivals and departures at one car park, across midnight, paid stays only", async () => {
    // Car park C only: its own partition of gsi2.
    const [first, yesterday, day, after] = [dayAhead(2), dayAhead(5), dayAhead(6), dayAhead(7)];
    const morning = await confirmed(parkC, ist(`${day}T10:00`), 2); // arrives and leaves today
    const overnight = await confirmed(parkC, ist(`${yesterday}T22:00`), 4); // arrived yesterday, leaves 02:00 today
    const lateNight = await confirmed(parkC, ist(`${day}T23:00`), 3); // arrives today, leaves tomorrow
    const longStay = await confirmed(parkC, ist(`${first}T08:00`), 96); // 4 days, leaves 08:00 today
    const beforeMidnight = await confirmed(parkC, ist(`${yesterday}T21:00`), 2.75); // leaves 23:45 yesterday: neither
    const tomorrowsFirst = await confirmed(parkC, ist(`${after}T00:00`), 1); // neither (tomorrow, at midnight)
    const unpaid = await confirmed(parkC, ist(`${day}T11:00`), 1, false); // an unpaid hold: never listed
    const atA = await confirmed(parkA, ist(`${day}T10:00`), 1); // another car park

    // 00:10 in India is still 18:40 UTC the day before: the day is India's.
    const list = await todayAtCarPark(svc.table, operatorA, parkC.id, ist(`${day}T00:10`));
    expect(list.start.toISOString()).toBe(`${yesterday}T18:30:00.000Z`);
    expect(list.arrivals.map((b) => b.code)).toEqual([morning.code, lateNight.code]);
    expect(list.departures.map((b) => b.code)).toEqual([overnight.code, longStay.code, morning.code]);
    const listed = [...list.arrivals, ...list.departures].map((b) => b.id);
    for (const b of [beforeMidnight, tomorrowsFirst, unpaid, atA]) expect(listed).not.toContain(b.id);

    // A checked-in arrival stays listed, with its new status.
    await checkIn(svc.table, operatorA, morning.code, ist(`${day}T09:50`), { parkingId: parkC.id });
    const later = await todayAtCarPark(svc.table, admin, parkC.id, ist(`${day}T12:00`));
    expect(later.arrivals.find((b) => b.id === morning.id)?.status).toBe("Parked");
  });
});

describe("making operators", () => {
  it("only an admin assigns car parks, logged; admins and moderators cannot be made operators; none makes a member again", async () => {
    const staff = await makeMember(svc, "New staff");
    await expect(assignOperator(svc.table, operatorA, { email: staff.email, parkingIds: [parkB.id] })).rejects.toThrow(
      ADMIN_MESSAGES.notAdmin,
    );
    await expect(assignOperator(svc.table, driver, { email: staff.email, parkingIds: [parkB.id] })).rejects.toThrow(
      ADMIN_MESSAGES.notAdmin,
    );
    expect((await getUser(svc.table, staff.id))?.role).toBe("user");

    await expect(assignOperator(svc.table, admin, { email: moderator.email, parkingIds: [parkB.id] })).rejects.toThrow(
      OPERATOR_ASSIGN_MESSAGES.notMember,
    );
    await expect(assignOperator(svc.table, admin, { email: staff.email, parkingIds: ["pk-nowhere"] })).rejects.toThrow(
      OPERATOR_ASSIGN_MESSAGES.noCarPark("pk-nowhere"),
    );
    expect((await getUser(svc.table, staff.id))?.role).toBe("user");

    await assignOperator(svc.table, admin, { email: staff.email, parkingIds: [parkB.id] });
    const stored = await getUser(svc.table, staff.id);
    expect(stored?.role).toBe("operator");
    expect(mayOperateAt(signedInAs(stored!), parkB.id)).toBe(true);
    const { entries } = await readActivity(svc.table, admin, { kind: "admin" });
    expect(entries.some((e) => e.action === "operator-assign" && e.targetId === staff.id && e.actorId === admin.id)).toBe(true);

    await assignOperator(svc.table, admin, { email: staff.email, parkingIds: [] });
    const back = await getUser(svc.table, staff.id);
    expect(back?.role).toBe("user");
    expect(mayOperateAt(signedInAs(back!), parkB.id)).toBe(false);
  });
});
