import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { getBooking, placeHold } from "@core/booking/booking-service";
import { directionsUrl, voucherFileName } from "@core/booking/documents/voucher";
import { reminderMarkKey, reminderName, sendReminder, type ReminderPayload } from "@core/booking/reminders";
import type { Parking } from "@core/parking/parking";
import { placePassHold } from "@core/pass/pass-hold";
import { putParkings } from "@core/parking/parking-store";
import { cancelWithRefund, changeBooking, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Scheduler } from "@core/ports/scheduler/scheduler";
import type { LocalScheduler } from "@core/ports/scheduler/local-scheduler";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * Booking reminders (issue 14, decision 027) on DynamoDB Local, the outbox and the local scheduler,
 * its clock driven by the test (`runDue(t)`): an hour before arrival the directions and the voucher,
 * 15 minutes before departure the extend link; once however often the job runs; none for a cancelled
 * booking; moved with a changed one.
 */
let svc: Services;
let scheduler: LocalScheduler;
let gateway: TestGateway;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-remind", code: "REM-001", fourWheelerCapacity: 5, price_for: 1, priceF: 100 };
const passPark: Parking = {
  ...parking,
  id: "pk-remind-pass",
  code: "REM-PAS",
  passPlans: [{ id: "day", hours: "day", startHour: 8, hoursPerDay: 10, spaces: { four: 2, two: 0 }, prices: { "1": { four: 2000 } } }],
};
let n = 0;
let hash: Promise<string> | undefined;

const HOUR = 3600_000;
const MINUTE = 60_000;

async function paidBooking(window: { inTime: string; outTime: string }) {
  const user = await createUser(svc.table, {
    name: "Reminded",
    email: `reminded-${++n}@example.com`,
    passwordHash: await (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST)),
    verified: true,
  });
  const car = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `KA 01 RM ${1000 + n}`,
    vehicle_type: "Four Wheeler",
  });
  const hold = await placeHold(svc.table, user.id, { parkingId: parking.id, vehicleId: car.id, ...window });
  const { order } = await startPayment(svc, user.id, hold.id);
  const paid = await gateway.pay(order.id);
  await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature });
  return { booking: (await getBooking(svc.table, hold.id))!, userId: user.id, carId: car.id, email: user.email };
}

/** An hour-aligned window `daysAhead` days from now. */
function at(daysAhead: number, hour: number, hours: number) {
  const start = new Date(Date.now() + daysAhead * 24 * HOUR);
  start.setUTCHours(hour, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + hours * HOUR).toISOString() };
}

/** The local stack's timer, at a chosen time: every due job through the reminder job, with that clock. */
function runAt(t: Date | number) {
  const now = new Date(t);
  return scheduler.runDue(now, (payload) => sendReminder(svc, payload as ReminderPayload, now));
}

/** The reminders in the outbox for one booking. */
async function remindersOf(code: string) {
  const mails = await svc.outbox!.list();
  return mails.filter((m) => m.subject.endsWith(code) && /starts in 1 hour|ends in 15 minutes/.test(m.subject));
}

function jobsOf(bookingId: string) {
  return scheduler
    .pending()
    .filter((job) => job.payload.bookingId === bookingId)
    .map((job) => ({ name: job.name, at: job.at.toISOString(), kind: job.payload.kind }));
}

beforeAll(async () => {
  svc = await createTestServices("reminders");
  scheduler = svc.localScheduler!;
  await putParkings(svc.table, [parking, passPark]);
  gateway = paymentGateway(svc) as TestGateway;
});

describe("booking reminders", () => {
  it("mails the directions and the voucher an hour before arrival, and the extend link 15 minutes before departure", async () => {
    const { booking, email } = await paidBooking(at(3, 4, 2));
    const arrival = Date.parse(booking.inTime);
    const departure = Date.parse(booking.outTime);
    expect(jobsOf(booking.id)).toEqual([
      { name: reminderName(booking.id, "arrival"), at: new Date(arrival - HOUR).toISOString(), kind: "arrival" },
      { name: reminderName(booking.id, "departure"), at: new Date(departure - 15 * MINUTE).toISOString(), kind: "departure" },
    ]);

    // Nothing before its time.
    await runAt(arrival - HOUR - 1000);
    expect(await remindersOf(booking.code)).toEqual([]);

    await runAt(arrival - HOUR);
    const [arrivalMail, ...more] = await remindersOf(booking.code);
    expect(more).toEqual([]);
    expect(arrivalMail).toMatchObject({ to: email, subject: `Your parking starts in 1 hour: ${booking.code}` });
    expect(arrivalMail!.text).toContain(`Directions: ${directionsUrl(booking)}`);
    expect(arrivalMail!.text).toContain("Your booking voucher is attached");
    expect(arrivalMail!.attachments).toEqual([
      expect.objectContaining({ filename: voucherFileName(booking), contentType: "application/pdf" }),
    ]);
    expect(arrivalMail!.attachments[0]!.size).toBeGreaterThan(1000);

    await runAt(departure - 15 * MINUTE - 1000);
    expect(await remindersOf(booking.code)).toHaveLength(1);
    await runAt(departure - 15 * MINUTE);
    const departureMail = (await remindersOf(booking.code)).find((m) => m.subject.startsWith("Your parking ends"));
    expect(departureMail).toMatchObject({ to: email, subject: `Your parking ends in 15 minutes: ${booking.code}` });
    expect(departureMail!.text).toContain(`Extend my stay: http://localhost:3000/booking/${booking.id}/change?kind=extend`);
    expect(departureMail!.html).toContain(`href="http://localhost:3000/booking/${booking.id}/change?kind=extend"`);
    expect(jobsOf(booking.id)).toEqual([]);
  });

  it("sends a reminder once, however often its job runs (one after the other or at the same time)", async () => {
    const { booking } = await paidBooking(at(4, 4, 2));
    const t = new Date(Date.parse(booking.inTime) - HOUR);
    const payload: ReminderPayload = { bookingId: booking.id, kind: "arrival", due: t.toISOString() };
    expect(await sendReminder(svc, payload, t)).toBe("sent");
    expect(await sendReminder(svc, payload, t)).toBe("already");
    const departure: ReminderPayload = {
      bookingId: booking.id,
      kind: "departure",
      due: new Date(Date.parse(booking.outTime) - 15 * MINUTE).toISOString(),
    };
    const twice = await Promise.all([sendReminder(svc, departure, t), sendReminder(svc, departure, t)]);
    expect(twice.sort()).toEqual(["already", "sent"]);
    // And the scheduler's own run afterwards adds nothing.
    await runAt(Date.parse(booking.outTime) - MINUTE);
    expect(await remindersOf(booking.code)).toHaveLength(2);
    expect(
      await svc.table.get(
        reminderMarkKey(booking.id, "arrival", t.toISOString()).pk,
        reminderMarkKey(booking.id, "arrival", t.toISOString()).sk,
      ),
    ).toBeDefined();
  });

  it("cancelling a booking cancels its reminders: nothing is sent at their times", async () => {
    const { booking, userId } = await paidBooking(at(5, 10, 2));
    expect(jobsOf(booking.id)).toHaveLength(2);
    await cancelWithRefund(svc, userId, booking.id);
    expect(jobsOf(booking.id)).toEqual([]);

    await runAt(Date.parse(booking.inTime) - HOUR);
    await runAt(Date.parse(booking.outTime) - 15 * MINUTE);
    // Even a schedule that outlived the cancellation (EventBridge's delete failed) sends nothing.
    const arrivalDue = new Date(Date.parse(booking.inTime) - HOUR);
    expect(await sendReminder(svc, { bookingId: booking.id, kind: "arrival", due: arrivalDue.toISOString() }, arrivalDue)).toBe("stale");
    expect(await remindersOf(booking.code)).toEqual([]);
  });

  it("changing a booking moves its reminders to the new times; the old times send nothing", async () => {
    const { booking, userId, carId } = await paidBooking(at(6, 4, 2));
    const moved = at(6, 9, 2);
    // The same price: applied at once (decision 026).
    const result = await changeBooking(svc, userId, booking.id, "change", { ...moved, vehicleId: carId });
    expect(result.outcome).toBe("applied");
    expect(jobsOf(booking.id)).toEqual([
      { name: reminderName(booking.id, "arrival"), at: new Date(Date.parse(moved.inTime) - HOUR).toISOString(), kind: "arrival" },
      {
        name: reminderName(booking.id, "departure"),
        at: new Date(Date.parse(moved.outTime) - 15 * MINUTE).toISOString(),
        kind: "departure",
      },
    ]);
    // The old arrival reminder's time: nothing (and a stale job for it does nothing either).
    const oldDue = new Date(Date.parse(booking.inTime) - HOUR);
    await runAt(oldDue);
    expect(await sendReminder(svc, { bookingId: booking.id, kind: "arrival", due: oldDue.toISOString() }, oldDue)).toBe("stale");
    expect(await remindersOf(booking.code)).toEqual([]);

    await runAt(Date.parse(moved.inTime) - HOUR);
    expect((await remindersOf(booking.code)).map((m) => m.subject)).toEqual([`Your parking starts in 1 hour: ${booking.code}`]);
    await runAt(Date.parse(moved.outTime) - 15 * MINUTE);
    expect(await remindersOf(booking.code)).toHaveLength(2);
  });

  it("a scheduler that fails never fails or undoes the booking", async () => {
    const broken: Scheduler = {
      schedule: () => Promise.reject(new Error("scheduler down")),
      cancel: () => Promise.reject(new Error("scheduler down")),
    };
    const real = svc;
    svc = { ...real, scheduler: broken };
    try {
      const { booking, userId } = await paidBooking(at(7, 4, 2));
      expect(booking.status).toBe("Confirmed");
      const cancelled = await cancelWithRefund(svc, userId, booking.id);
      expect(cancelled.status).toBe("Cancelled");
    } finally {
      svc = real;
    }
  });

  it("reminds a monthly pass's holder three days before it ends, with a link to renew it from its last day, and never of arrival", async () => {
    const user = await createUser(svc.table, {
      name: "Pass Holder",
      email: `pass-${++n}@example.com`,
      passwordHash: await (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST)),
      verified: true,
    });
    const car = await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: `KA 01 PS ${1000 + n}`,
      vehicle_type: "Four Wheeler",
    });
    const today = new Date(Date.now() + 330 * MINUTE).toISOString().slice(0, 10);
    const held = await placePassHold(svc.table, user.id, {
      parkingId: passPark.id,
      planId: "day",
      months: 1,
      startDate: today,
      vehicleId: car.id,
      declaration: true,
    });
    const { order } = await startPayment(svc, user.id, held.id);
    const paid = await gateway.pay(order.id);
    await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature });
    const pass = (await getBooking(svc.table, held.id))!;
    const due = Date.parse(pass.outTime) - 3 * 24 * HOUR;
    expect(jobsOf(pass.id)).toEqual([{ name: reminderName(pass.id, "renewal"), at: new Date(due).toISOString(), kind: "renewal" }]);

    await runAt(due - 1000);
    const renewals = async () => (await svc.outbox!.list()).filter((m) => m.subject === `Your pass ends in 3 days: ${pass.code}`);
    expect(await renewals()).toEqual([]);
    await runAt(due);
    const [mail] = await renewals();
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain(`/pass/${passPark.id}?renew=${pass.id}`);
    // Once, however often the job runs.
    expect(await sendReminder(svc, { bookingId: pass.id, kind: "renewal", due: new Date(due).toISOString() }, new Date(due))).toBe(
      "already",
    );
    // A pass has no arrival reminder (its start is midnight, not an arrival).
    expect(
      await sendReminder(svc, { bookingId: pass.id, kind: "arrival", due: new Date(Date.parse(pass.inTime) - HOUR).toISOString() }),
    ).toBe("stale");
  });
});
