import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import type { Booking } from "@core/booking/booking";
import { bookingKeys, getBooking, recordOrder } from "@core/booking/booking-store";
import { cancelBooking, confirmBooking, placeHold } from "@core/booking/booking-service";
import { CHANGE_MESSAGES, requestChange } from "@core/booking/change";
import { recordChangeOrder } from "@core/booking/change-hold";
import { confirmChange } from "@core/booking/change-confirm";
import { POLICY_MESSAGES } from "@core/booking/policy";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import type { Table, TransactItem } from "@core/ports/table/table";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * A member cancelling a booking while a change of it commits (issue 28, 4g): the cancel frees the
 * hours the booking holds when it commits, never those of the terms it first read; a change that
 * loses to a cancel changes nothing. Checked against the table: every hour slot's count equals the
 * live bookings and change holds that hold that hour.
 */
let svc: Services;
const PAIRS = 20;
/** Roomy enough that no hour is ever full: only the race decides the outcome. */
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-cancel-race",
  code: "CXR-001",
  fourWheelerCapacity: 40,
  twoWheelerCapacity: 40,
  price_for: 1,
  priceF: 100,
  priceT: 20,
  policy: { cutoffHours: 3, reentry: false },
};
let n = 0;

async function driver() {
  const user = await createUser(svc.table, { name: "Racer", email: `cxr-${++n}@example.com`, passwordHash: "x", verified: true });
  const car = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `MH 04 CX ${1000 + n}`,
    vehicle_type: "Four Wheeler",
  });
  const bike = await createVehicle(svc.table, user.id, {
    vehicle_name: "Bike",
    vehicle_number: `MH 04 BX ${1000 + n}`,
    vehicle_type: "Two Wheeler",
  });
  return { userId: user.id, carId: car.id, bikeId: bike.id };
}

/** Overlapping windows on one day three days ahead, so every hour is held by several bookings. */
function window(startHour: number, hours: number) {
  const start = new Date(Date.now() + 3 * 24 * 3600_000);
  start.setUTCHours(startHour, 0, 0, 0);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + hours * 3600_000).toISOString() };
}

/** A confirmed booking, paid through the core's own confirmation (the gateway is not under test here). */
async function confirmed(d: Awaited<ReturnType<typeof driver>>, startHour: number): Promise<Booking> {
  const hold = await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.carId, ...window(startHour, 3) });
  await recordOrder(svc.table, hold.id, `order_${hold.id}`);
  const { booking } = await confirmBooking(svc.table, hold.id, { orderId: `order_${hold.id}`, paymentId: `pay_${hold.id}` });
  return booking;
}

async function allBookings(): Promise<Booking[]> {
  const items = await svc.table.queryAll<{ pk: string; sk: string; id: string }>({ index: "gsi2", pk: bookingKeys.byParking(parking.id) });
  return Promise.all(items.map(async (i) => (await getBooking(svc.table, i.id))!));
}

async function slotCounts(): Promise<Map<string, number>> {
  const items = await svc.table.queryAll<{ pk: string; sk: string; count?: number }>({
    pk: `PARKING#${parking.id}`,
    sk: { beginsWith: "SLOT#" },
    consistent: true,
  });
  return new Map(items.map((i) => [i.sk, i.count ?? 0]).filter(([, count]) => count !== 0) as [string, number][]);
}

/** What the bookings say the counts must be: each live booking's hours, and each change hold's added hours. */
async function expectedCounts(): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  const add = (sk: string) => expected.set(sk, (expected.get(sk) ?? 0) + 1);
  const changeHolds = await svc.table.queryAll<{ pk: string; sk: string; parkingId: string; addSlots: string[] }>({
    index: "gsi1",
    pk: "CHANGEHOLDS",
  });
  for (const hold of changeHolds.filter((h) => h.parkingId === parking.id)) hold.addSlots.forEach(add);
  for (const b of await allBookings()) if (b.status === "Confirmed" || b.status === "PendingPayment") b.slots.forEach(add);
  return expected;
}

/**
 * The same table, whose writes wait until `first` has settled: the caller's reads happen now and its
 * transaction commits after the other side's, the interleaving a race needs, on every run.
 */
function writesAfter(table: Table, first: Promise<unknown>): Table {
  return new Proxy(table, {
    get(target, name, receiver) {
      if (name === "transact") return async (items: TransactItem[]) => (await first.catch(() => undefined), target.transact(items));
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  svc = await createTestServices("cancel-change-race");
  await putParkings(svc.table, [parking]);
});

describe("a cancel racing a change", () => {
  it("frees exactly the hours each booking holds when 20 cancels race 20 changes", async () => {
    const drivers = await Promise.all(Array.from({ length: PAIRS }, () => driver()));
    const bookings = await Promise.all(drivers.map((d, i) => confirmed(d, 2 + (i % 4))));

    // Each change costs no more than before, so it applies at once: half move the window an hour
    // later (one hour freed, one taken), half swap the car for the bike (every car hour freed).
    // In even pairs the cancel reads the booking, then the change commits, then the cancel writes;
    // in odd pairs the change reads, the cancel commits, then the change writes.
    const results = await Promise.all(
      bookings.map(async (b, i) => {
        const d = drivers[i]!;
        const request = i % 2 ? { ...window(3 + (i % 4), 3), vehicleId: d.carId } : { ...window(2 + (i % 4), 3), vehicleId: d.bikeId };
        let cancelled: Promise<Booking>;
        let changed: Promise<unknown>;
        if (i % 2 === 0) {
          changed = requestChange(svc.table, d.userId, b.id, "change", request);
          cancelled = cancelBooking(writesAfter(svc.table, changed), d.userId, b.id);
        } else {
          cancelled = cancelBooking(svc.table, d.userId, b.id);
          changed = requestChange(writesAfter(svc.table, cancelled), d.userId, b.id, "change", request);
        }
        return Promise.allSettled([changed, cancelled]);
      }),
    );

    for (const [i, [change, cancel]] of results.entries()) {
      const after = (await getBooking(svc.table, bookings[i]!.id))!;
      // Every cancel goes through: the booking was cancellable before the change and after it.
      expect(cancel.status).toBe("fulfilled");
      expect(after.status).toBe("Cancelled");
      if (i % 2 === 0) {
        // The change came first and stands on the cancelled booking; the cancel freed its new hours.
        expect(change.status).toBe("fulfilled");
        expect(after.lastChangeId).toBeDefined();
      } else {
        // The cancel came first (before the change read the booking, or before it wrote): the
        // change is refused and changes nothing.
        expect(change.status).toBe("rejected");
        if (change.status === "rejected")
          expect([CHANGE_MESSAGES.changed, POLICY_MESSAGES.notChangeable]).toContain((change.reason as Error).message);
        expect(after).toMatchObject({ inTime: bookings[i]!.inTime, slots: bookings[i]!.slots });
        expect(after.lastChangeId).toBeUndefined();
      }
    }
    expect(await slotCounts()).toEqual(await expectedCounts());
  });

  it("refunds a change paid after its booking was cancelled, and frees nothing a second time", async () => {
    const d = await driver();
    const booking = await confirmed(d, 10);
    // One hour more costs more: a change hold waiting for its difference.
    const held = await requestChange(svc.table, d.userId, booking.id, "change", { ...window(10, 4), vehicleId: d.carId });
    expect(held.outcome).toBe("payment");
    await recordChangeOrder(svc.table, held.change, `order_${held.change.id}`);
    await cancelBooking(svc.table, d.userId, booking.id);

    const settled = await confirmChange(svc.table, booking.id, held.change.id, {
      orderId: `order_${held.change.id}`,
      paymentId: `pay_${held.change.id}`,
    });
    expect(settled.outcome).toBe("refund");
    expect((await getBooking(svc.table, booking.id))!).toMatchObject({
      status: "Cancelled",
      inTime: booking.inTime,
      outTime: booking.outTime,
    });
    expect(await slotCounts()).toEqual(await expectedCounts());
  });
});
