import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { readActivity } from "@core/activity-log/activity-log";
import { createUser } from "@core/account/user-store";
import { freeSpaces } from "@core/availability/availability";
import { placeHold } from "@core/booking/booking-service";
import { policyOf } from "@core/booking/policy";
import type { Parking } from "@core/parking/parking";
import { PARKING_ADMIN_MESSAGES, updateParking } from "@core/parking/parking-admin";
import { parkingFormValues } from "@core/parking/parking-schema";
import { getParking, putParkings } from "@core/parking/parking-store";
import { placePassHold, PASS_MESSAGES } from "@core/pass/pass-hold";
import { passPlansOfParking, removePassPlan, savePassPlan } from "@core/pass/pass-plan-admin";
import { PASS_PLAN_MESSAGES } from "@core/pass/pass-plan-schema";
import { readPool } from "@core/pass/pass-pool";
import { ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The admin's pass plans (issue 15, decision 029 "The admin's plans") on DynamoDB Local: only an
 * admin may add, edit or remove them; each refusal names its field and changes nothing; a pool
 * never exceeds the car park's capacity in any hour, never shrinks below the passes it has sold,
 * and never takes hours already booked by the hour (the change is stored, checked, and undone).
 */
let svc: Services;
let admin: Awaited<ReturnType<typeof makeMember>>;
let n = 0;

async function carPark(four: number, two = 0): Promise<Parking> {
  n++;
  const parking: Parking = {
    ...demoParkings()[0]!,
    id: `pk-plan-admin-${n}`,
    name: `Plan Admin Car Park ${n}`,
    code: `PLA-${String(100 + n)}`,
    fourWheelerCapacity: four,
    twoWheelerCapacity: two,
    passPlans: undefined,
  };
  await putParkings(svc.table, [parking]);
  return parking;
}

/** The form as the page posts it: a daytime plan 08:00–18:00 with 4 four-wheeler spaces. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  return { hours: "day", startHour: "8", hoursPerDay: "10", spacesFour: "4", spacesTwo: "0", price1Four: "3000", ...overrides };
}

const plansOf = async (id: string) => (await getParking(svc.table, id))?.passPlans ?? [];

/** The refusal's message under `field`. */
async function refusedUnder(promise: Promise<unknown>, field: string): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const messages = (error as ValidationError).fieldErrors[field];
  expect(messages, `a message under ${field}`).toBeDefined();
  return messages![0]!;
}

const IST = 330 * 60_000;
const indiaDate = (days: number) => new Date(Date.now() + IST + days * 86_400_000).toISOString().slice(0, 10);
const indiaTime = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00.000Z`) - IST).toISOString();

let drivers = 0;
async function driver() {
  drivers++;
  const user = await createUser(svc.table, {
    name: `Plan driver ${drivers}`,
    email: `plan-driver-${drivers}-${Date.now()}@example.com`,
    passwordHash: "x",
    verified: true,
  });
  const vehicle = await createVehicle(svc.table, user.id, {
    vehicle_name: "Car",
    vehicle_number: `KA 03 EF ${String(1000 + drivers)}`,
    vehicle_type: "Four Wheeler",
  });
  return { userId: user.id, vehicleId: vehicle.id };
}

beforeAll(async () => {
  svc = await createTestServices("pass-plan-admin");
  admin = await makeMember(svc, "Plan Admin", "admin");
});

describe("the admin's pass plans", () => {
  it("refuses a driver's and a moderator's changes; nothing is stored", async () => {
    const parking = await carPark(10);
    await savePassPlan(svc.table, admin, parking.id, form());
    for (const role of ["user", "moderator"] as const) {
      const person = await makeMember(svc, `A ${role}`, role);
      await expect(savePassPlan(svc.table, person, parking.id, form({ hours: "24h" }))).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(savePassPlan(svc.table, person, parking.id, form({ planId: "day-8-10", spacesFour: "9" }))).rejects.toThrow(
        ADMIN_MESSAGES.notAdmin,
      );
      await expect(removePassPlan(svc.table, person, parking.id, "day-8-10")).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(passPlansOfParking(svc.table, person, parking.id)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect(await plansOf(parking.id)).toEqual([
      { id: "day-8-10", hours: "day", startHour: 8, hoursPerDay: 10, spaces: { four: 4, two: 0 }, prices: { "1": { four: 3000 } } },
    ]);
  });

  it("adds a plan with an id from its hours, edits its spaces and prices (never its id or hours), removes it, and logs each", async () => {
    const parking = await carPark(10, 20);
    const added = await savePassPlan(svc.table, admin, parking.id, form({ price12Four: "30000", spacesTwo: "5", price1Two: "800" }));
    expect(added.id).toBe("day-8-10");
    const night = await savePassPlan(svc.table, admin, parking.id, form({ hours: "night", startHour: "20", hoursPerDay: "12" }));
    expect(night.id).toBe("night-20-12");
    const round = await savePassPlan(svc.table, admin, parking.id, form({ hours: "24h", startHour: "", hoursPerDay: "", spacesFour: "2" }));
    expect(round).toMatchObject({ id: "24h", startHour: 0, hoursPerDay: 24 });
    // The hours now set aside: 4 + 2 four-wheelers in the day and at night, 2 in between.
    const tomorrow = indiaDate(1);
    const at = (hhmm: string) => ({
      inTime: new Date(indiaTime(tomorrow, hhmm)),
      outTime: new Date(Date.parse(indiaTime(tomorrow, hhmm)) + 3600_000),
    });
    expect((await freeSpaces(svc.table, parking, at("10:00"))).four).toBe(10);
    const stored = (await getParking(svc.table, parking.id))!;
    expect((await freeSpaces(svc.table, stored, at("10:00"))).four).toBe(4);
    // 18:30–19:30 is between the two (India's half hour: a plan covers any UTC hour it touches).
    expect((await freeSpaces(svc.table, stored, at("18:30"))).four).toBe(8);
    expect((await freeSpaces(svc.table, stored, at("23:00"))).four).toBe(4);

    // An edit posting other hours keeps the plan's own (its passes carry them; its id names them).
    const edited = await savePassPlan(
      svc.table,
      admin,
      parking.id,
      form({ planId: "day-8-10", hours: "day", startHour: "9", hoursPerDay: "12", spacesFour: "3", price1Four: "", price3Four: "8500" }),
    );
    expect(edited).toEqual({
      id: "day-8-10",
      hours: "day",
      startHour: 8,
      hoursPerDay: 10,
      spaces: { four: 3, two: 0 },
      prices: { "3": { four: 8500 } },
    });
    expect((await plansOf(parking.id)).map((p) => p.id)).toEqual(["day-8-10", "night-20-12", "24h"]);

    await removePassPlan(svc.table, admin, parking.id, "night-20-12");
    expect((await plansOf(parking.id)).map((p) => p.id)).toEqual(["day-8-10", "24h"]);

    const { entries } = await readActivity(svc.table, admin, { actorId: admin.id });
    const mine = entries.filter((e) => e.targetId === parking.id);
    expect(mine.map((e) => e.action)).toEqual(["pass-plan-remove", "pass-plan-edit", "pass-plan-add", "pass-plan-add", "pass-plan-add"]);
    expect(mine[0]!.summary).toBe(`Removed pass plan Night, 20:00–08:00 (night-20-12): ${parking.name} (${parking.code}).`);
  });

  it("refuses bad fields, each under its own box, and changes nothing", async () => {
    const parking = await carPark(10, 10);
    const save = (overrides: Record<string, string>) => savePassPlan(svc.table, admin, parking.id, form(overrides));
    expect(await refusedUnder(save({ hours: "weekend" }), "hours")).toBe(PASS_PLAN_MESSAGES.hours);
    expect(await refusedUnder(save({ startHour: "24" }), "startHour")).toBe(PASS_PLAN_MESSAGES.startHour);
    expect(await refusedUnder(save({ startHour: "" }), "startHour")).toBe(PASS_PLAN_MESSAGES.startHour);
    expect(await refusedUnder(save({ hoursPerDay: "9" }), "hoursPerDay")).toBe(PASS_PLAN_MESSAGES.hoursPerDay);
    expect(await refusedUnder(save({ spacesFour: "2.5" }), "spacesFour")).toBe(PASS_PLAN_MESSAGES.spaces);
    expect(await refusedUnder(save({ spacesTwo: "5001" }), "spacesTwo")).toBe(PASS_PLAN_MESSAGES.spaces);
    expect(await refusedUnder(save({ spacesFour: "0" }), "spacesFour")).toBe(PASS_PLAN_MESSAGES.noSpaces);
    expect(await refusedUnder(save({ price1Four: "0" }), "price1Four")).toBe(PASS_PLAN_MESSAGES.price);
    expect(await refusedUnder(save({ price6Four: "1000001" }), "price6Four")).toBe(PASS_PLAN_MESSAGES.price);
    expect(await refusedUnder(save({ price3Two: "99.5" }), "price3Two")).toBe(PASS_PLAN_MESSAGES.price);
    // Spaces nobody can buy: a kind with spaces needs a price.
    expect(await refusedUnder(save({ spacesTwo: "3" }), "price1Two")).toBe(PASS_PLAN_MESSAGES.noPrice("two-wheeler"));
    expect(await refusedUnder(save({ price1Four: "" }), "price1Four")).toBe(PASS_PLAN_MESSAGES.noPrice("four-wheeler"));
    expect(await plansOf(parking.id)).toEqual([]);

    await save({});
    expect(await refusedUnder(save({ spacesFour: "1" }), "hours")).toBe(PASS_PLAN_MESSAGES.sameHours);
    expect(await refusedUnder(save({ planId: "day-9-12" }), "planId")).toBe(PASS_PLAN_MESSAGES.notThere);
    await expect(removePassPlan(svc.table, admin, parking.id, "night-20-12")).rejects.toThrow(PASS_PLAN_MESSAGES.notThere);
    expect((await plansOf(parking.id)).map((p) => p.spaces.four)).toEqual([4]);
  });

  it("refuses pools that together set aside more than the capacity in some hour", async () => {
    const parking = await carPark(10);
    await savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "6" }));
    // A night plan meets the daytime one only in the UTC hour around 08:00 India time (the half-hour
    // offset: 02:00–03:00 UTC holds the night's last and the day's first half hour): 6 + 4 fit 10.
    await savePassPlan(svc.table, admin, parking.id, form({ hours: "night", startHour: "20", hoursPerDay: "12", spacesFour: "4" }));
    // A 24-hour plan meets both: 6 + 4 + 1 in that hour.
    expect(await refusedUnder(savePassPlan(svc.table, admin, parking.id, form({ hours: "24h", spacesFour: "1" })), "spacesFour")).toBe(
      PASS_PLAN_MESSAGES.overCapacity("four-wheeler", 11, 10),
    );
    // An evening plan from 14:00 for 7 hours meets the day plan (6 + 5) and the night plan (4 + 5).
    expect(
      await refusedUnder(
        savePassPlan(svc.table, admin, parking.id, form({ startHour: "14", hoursPerDay: "7", spacesFour: "5" })),
        "spacesFour",
      ),
    ).toBe(PASS_PLAN_MESSAGES.overCapacity("four-wheeler", 11, 10));
    // Growing an existing plan over the capacity is refused the same way.
    expect(
      await refusedUnder(savePassPlan(svc.table, admin, parking.id, form({ planId: "day-8-10", spacesFour: "7" })), "spacesFour"),
    ).toBe(PASS_PLAN_MESSAGES.overCapacity("four-wheeler", 11, 10));
    expect((await plansOf(parking.id)).map((p) => [p.id, p.spaces.four])).toEqual([
      ["day-8-10", 6],
      ["night-20-12", 4],
    ]);
  });

  it("never shrinks a pool below the passes it has sold, and keeps a plan with live passes", async () => {
    const parking = await carPark(10);
    await savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "3" }));
    const buyers = [await driver(), await driver()];
    for (const b of buyers)
      await placePassHold(svc.table, b.userId, {
        parkingId: parking.id,
        planId: "day-8-10",
        months: 1,
        startDate: indiaDate(1),
        vehicleId: b.vehicleId,
        declaration: true,
      });
    expect(
      await refusedUnder(savePassPlan(svc.table, admin, parking.id, form({ planId: "day-8-10", spacesFour: "1" })), "spacesFour"),
    ).toBe(PASS_PLAN_MESSAGES.belowSold(2));
    expect((await plansOf(parking.id))[0]!.spaces.four).toBe(3);
    expect(await refusedUnder(removePassPlan(svc.table, admin, parking.id, "day-8-10"), "planId")).toBe(PASS_PLAN_MESSAGES.stillSold(2));
    expect((await plansOf(parking.id)).map((p) => p.id)).toEqual(["day-8-10"]);
    // The admin's page says why.
    expect((await passPlansOfParking(svc.table, admin, parking.id)).live).toEqual({ "day-8-10": { four: 2, two: 0 } });
    // Down to exactly what is sold is fine; the pool is then full.
    await savePassPlan(svc.table, admin, parking.id, form({ planId: "day-8-10", spacesFour: "2" }));
    const third = await driver();
    await expect(
      placePassHold(svc.table, third.userId, {
        parkingId: parking.id,
        planId: "day-8-10",
        months: 1,
        startDate: indiaDate(1),
        vehicleId: third.vehicleId,
        declaration: true,
      }),
    ).rejects.toThrow(PASS_MESSAGES.full);
    // Each undone change is in the log beside the change itself.
    const { entries } = await readActivity(svc.table, admin, { actorId: admin.id });
    expect(entries.filter((e) => e.targetId === parking.id).map((e) => e.action)).toEqual([
      "pass-plan-edit",
      "pass-plan-undone",
      "pass-plan-remove",
      "pass-plan-undone",
      "pass-plan-edit",
      "pass-plan-add",
    ]);
  });

  it("undoes a pool that would take hours already booked by the hour, naming the hour", async () => {
    const parking = await carPark(3);
    const day = indiaDate(2);
    const stay = { inTime: indiaTime(day, "10:00"), outTime: indiaTime(day, "12:00") };
    for (let i = 0; i < 2; i++) {
      const d = await driver();
      await placeHold(svc.table, d.userId, { parkingId: parking.id, vehicleId: d.vehicleId, ...stay });
    }
    // 3 spaces, 2 booked 10:00–12:00: a daytime pool of 2 would leave 1 for those hours.
    const message = await refusedUnder(savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "2" })), "spacesFour");
    expect(message).toMatch(/^This plan would leave fewer spaces than are already booked by the hour on .+: 2 booked\.$/);
    expect(await plansOf(parking.id)).toEqual([]);
    // A night pool does not touch those hours; a daytime pool of 1 leaves exactly the 2 booked.
    await savePassPlan(svc.table, admin, parking.id, form({ hours: "night", startHour: "20", hoursPerDay: "12", spacesFour: "1" }));
    await savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "1" }));
    // Growing it afterwards is checked the same way.
    expect(
      await refusedUnder(savePassPlan(svc.table, admin, parking.id, form({ planId: "day-8-10", spacesFour: "2" })), "spacesFour"),
    ).toMatch(/: 2 booked\.$/);
    expect((await plansOf(parking.id)).map((p) => [p.id, p.spaces.four])).toEqual([
      ["night-20-12", 1],
      ["day-8-10", 1],
    ]);
    expect((await readPool(svc.table, parking.id, "day-8-10", "four")).spans).toEqual([]);
  });

  it("a sale whose transaction lands after the admin shrank the pool gives its space back (the interleaving forced)", async () => {
    const parking = await carPark(10);
    await savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "2" }));
    const [first, second] = [await driver(), await driver()];
    const request = (d: { vehicleId: string }) => ({
      parkingId: parking.id,
      planId: "day-8-10",
      months: 1,
      startDate: indiaDate(1),
      vehicleId: d.vehicleId,
      declaration: true,
    });
    await placePassHold(svc.table, first.userId, request(first));
    // The second sale read 2 spaces (1 sold); the admin's cut to 1 (whose check saw 1 sold) is
    // stored just after the sale's transaction: forced inside the table's transact.
    const table = Object.create(svc.table) as typeof svc.table;
    table.transact = async (items) => {
      await svc.table.transact(items);
      if (items.some((i) => "Put" in i && String(i.Put?.Item?.sk).startsWith("PASSPOOL#"))) {
        const plans = await plansOf(parking.id);
        await svc.table.update(`PARKING#${parking.id}`, "PARKING", {
          expression: "SET passPlans = :plans",
          values: { ":plans": plans.map((p) => ({ ...p, spaces: { ...p.spaces, four: 1 } })) },
        });
      }
    };
    await expect(placePassHold(table, second.userId, request(second))).rejects.toThrow(PASS_MESSAGES.full);
    expect((await readPool(svc.table, parking.id, "day-8-10", "four")).spans).toHaveLength(1);
  });

  it("keeps the car park's capacity at or above what its pass plans set aside", async () => {
    const parking = await carPark(10, 4);
    await savePassPlan(svc.table, admin, parking.id, form({ spacesFour: "6" }));
    const stored = (await getParking(svc.table, parking.id))!;
    const edit = (four: string) =>
      updateParking(svc.table, admin, parking.id, { ...parkingFormValues({ ...stored, ...policyOf(stored) }), fourWheelerCapacity: four });
    expect(await refusedUnder(edit("5"), "fourWheelerCapacity")).toBe(PARKING_ADMIN_MESSAGES.belowPasses("Four-wheeler", 6));
    expect((await getParking(svc.table, parking.id))!.fourWheelerCapacity).toBe(10);
    expect((await edit("6")).fourWheelerCapacity).toBe(6);
  });
});
