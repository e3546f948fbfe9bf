import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { slotSortKey } from "@core/availability/slots";
import { BOOKING_MESSAGES, placeHold, sweepExpiredHolds } from "@core/booking/booking-service";
import { ConflictError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * The product's core promise: 60 drivers checking out at once for a car park with 10 free
 * four-wheeler spaces, over overlapping windows, get exactly 10 holds; the rest a clear refusal;
 * the hour counts match the holds afterwards; and again once the holds have expired.
 */
let svc: Services;
const DRIVERS = 60;
const CAPACITY = 10;
const parking: Parking = {
  ...demoParkings()[0]!,
  id: "pk-race",
  name: "Race Test Car Park",
  code: "RAC-001",
  fourWheelerCapacity: CAPACITY,
  twoWheelerCapacity: 0,
};
const drivers: { userId: string; vehicleId: string }[] = [];

const base = new Date(Date.now() + 2 * 24 * 3600_000);
base.setUTCHours(4, 0, 0, 0);
/** Every window covers base+2h…base+3h, so at most 10 can hold at once. */
function windowFor(i: number) {
  const start = new Date(base.getTime() + (i % 3) * 3600_000);
  return { inTime: start.toISOString(), outTime: new Date(start.getTime() + (3 + (i % 2)) * 3600_000).toISOString() };
}

beforeAll(async () => {
  svc = await createTestServices("booking-race");
  await putParkings(svc.table, [parking]);
  const passwordHash = await hashPassword("Driver#2026", TEST_PASSWORD_COST);
  for (let i = 0; i < DRIVERS; i++) {
    const user = await createUser(svc.table, { name: `Driver ${i}`, email: `race-${i}@example.com`, passwordHash, verified: true });
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: `KA 01 AB ${String(1000 + i)}`,
      vehicle_type: "Four Wheeler",
    });
    drivers.push({ userId: user.id, vehicleId: vehicle.id });
  }
}, 120_000);

async function race(now: Date) {
  const results = await Promise.allSettled(
    drivers.map((d, i) => placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...windowFor(i) }, now)),
  );
  const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
  return { won, lost };
}

async function countsByHour() {
  const items = await svc.table.queryAll<{ pk: string; sk: string; count: number }>({
    pk: `PARKING#${parking.id}`,
    sk: { beginsWith: "SLOT#FOUR#" },
  });
  return new Map(items.map((i) => [i.sk, i.count]));
}

describe("no overbooking", () => {
  it("gives exactly 10 of 60 parallel checkouts a space and refuses 50 with a clear message", async () => {
    const { won, lost } = await race(new Date());
    expect(won).toHaveLength(CAPACITY);
    expect(lost).toHaveLength(DRIVERS - CAPACITY);
    for (const error of lost) {
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(BOOKING_MESSAGES.full);
    }
    // Every hour's count equals the holds that cover it, and never exceeds the capacity.
    const counts = await countsByHour();
    const expected = new Map<string, number>();
    for (const b of won) for (const sk of b.slots) expected.set(sk, (expected.get(sk) ?? 0) + 1);
    for (const [sk, n] of expected) expect(counts.get(sk)).toBe(n);
    expect(counts.get(slotSortKey("FOUR", new Date(base.getTime() + 2 * 3600_000)))).toBe(CAPACITY);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(CAPACITY);
  });

  it("releases expired holds, and the next race again gives exactly 10", async () => {
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await sweepExpiredHolds(svc.table, later)).toBe(CAPACITY);
    expect(Math.max(0, ...(await countsByHour()).values())).toBe(0);
    // A second sweep finds nothing: releasing is idempotent.
    expect(await sweepExpiredHolds(svc.table, later)).toBe(0);

    const { won, lost } = await race(later);
    expect(won).toHaveLength(CAPACITY);
    expect(lost.every((e) => e.message === BOOKING_MESSAGES.full)).toBe(true);
  });
});
