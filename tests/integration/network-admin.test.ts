import type { Caller } from "@core/account/caller";
import { beforeAll, describe, expect, it } from "vitest";
import { ForbiddenError } from "@core/errors";
import type { Parking } from "@core/parking/parking";
import { getParking, putParkings } from "@core/parking/parking-store";
import { getNetwork, sharePlanId } from "@core/pass/network";
import { saveNetwork } from "@core/pass/network-admin";
import { placeNetworkPassHold } from "@core/pass/network-pass";
import { NETWORK_MESSAGES } from "@core/pass/network-schema";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * The admin's operator networks (decision 029, "Multi-location passes"): saving one sets its
 * spaces aside at every member, refuses what a member cannot set aside or what the passes sold no
 * longer fit (and then changes nothing), and takes the share back from a car park that leaves.
 */
let svc: Services;
let admin: Caller;
let moderator: Caller;
let driver: Caller;
const base = demoParkings()[0]!;
const carPark = (id: string, name: string, four: number): Parking => ({
  ...base,
  id,
  name,
  code: id.toUpperCase(),
  fourWheelerCapacity: four,
  twoWheelerCapacity: 0,
  passPlans: undefined,
});
const a = carPark("pk-adm-a", "Admin Net A", 4);
const b = carPark("pk-adm-b", "Admin Net B", 10);
const form = (over: Record<string, string> = {}) => ({
  name: "Harbour Line",
  carParks: `${a.id}, ${b.id}`,
  spacesFour: "2",
  spacesTwo: "0",
  price1Four: "300",
  ...over,
});
const shareOf = async (id: string) =>
  (await getParking(svc.table, id))?.passPlans?.find((p) => p.id === sharePlanId("harbour-line"))?.spaces.four;
const IST = 330 * 60_000;
const indiaDate = (days: number) => new Date(Date.now() + IST + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  svc = await createTestServices("network-admin");
  await putParkings(svc.table, [a, b]);
  [admin, moderator, driver] = await Promise.all([
    makeMember(svc, "Admin", "admin"),
    makeMember(svc, "Moderator", "moderator"),
    makeMember(svc, "Driver"),
  ]);
});

describe("the admin's networks", () => {
  it("are the admin's alone", async () => {
    await expect(saveNetwork(svc.table, driver, form())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saveNetwork(svc.table, moderator, form())).rejects.toBeInstanceOf(ForbiddenError);
    expect(await getNetwork(svc.table, "harbour-line", true)).toBeUndefined();
  });

  it("sets the network's spaces aside at every member when added", async () => {
    const network = await saveNetwork(svc.table, admin, form());
    expect(network).toMatchObject({ id: "harbour-line", parkingIds: [a.id, b.id], spaces: { four: 2, two: 0 } });
    expect([await shareOf(a.id), await shareOf(b.id)]).toEqual([2, 2]);
  });

  it("refuses a member that cannot set the spaces aside, an unknown car park, or a second network of the same name, changing nothing", async () => {
    await expect(saveNetwork(svc.table, admin, form({ networkId: "harbour-line", spacesFour: "5" }))).rejects.toThrow(
      NETWORK_MESSAGES.member(
        "Admin Net A",
        "The plans would set aside 5 four-wheeler spaces in the same hours, more than the car park's 4.",
      ),
    );
    expect([await shareOf(a.id), await shareOf(b.id)]).toEqual([2, 2]);
    expect((await getNetwork(svc.table, "harbour-line", true))?.spaces.four).toBe(2);
    await expect(saveNetwork(svc.table, admin, form({ networkId: "harbour-line", carParks: `${a.id}, pk-nowhere` }))).rejects.toThrow(
      NETWORK_MESSAGES.unknownCarPark("pk-nowhere"),
    );
    await expect(saveNetwork(svc.table, admin, form())).rejects.toThrow(NETWORK_MESSAGES.exists);
  });

  it("refuses fewer passes at a time than are already sold, and puts the network back", async () => {
    for (const plate of [7001, 7002]) {
      const vehicle = await createVehicle(svc.table, driver.id, {
        vehicle_name: "Car",
        vehicle_number: `MH 01 HL ${plate}`,
        vehicle_type: "Four Wheeler",
      });
      await placeNetworkPassHold(svc.table, driver.id, {
        networkId: "harbour-line",
        days: 1,
        startDate: indiaDate(1),
        vehicleId: vehicle.id,
        declaration: true,
      });
    }
    await expect(saveNetwork(svc.table, admin, form({ networkId: "harbour-line", spacesFour: "1" }))).rejects.toThrow(
      NETWORK_MESSAGES.belowSold(2),
    );
    expect((await getNetwork(svc.table, "harbour-line", true))?.spaces.four).toBe(2);
    expect([await shareOf(a.id), await shareOf(b.id)]).toEqual([2, 2]);
  });

  it("takes the share back from a car park that leaves, and raises the others'", async () => {
    await saveNetwork(svc.table, admin, form({ networkId: "harbour-line", carParks: b.id, spacesFour: "3" }));
    expect([await shareOf(a.id), await shareOf(b.id)]).toEqual([undefined, 3]);
    expect((await getNetwork(svc.table, "harbour-line", true))?.parkingIds).toEqual([b.id]);
  });
});
