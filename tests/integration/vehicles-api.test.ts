import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

let svc: Services;
let driver: string;
let asha: string;

beforeAll(async () => {
  svc = await createTestServices("vehicles-api");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  [driver, asha] = await Promise.all([tokenFor("driver@example.com", "Driver#2026"), tokenFor("asha@example.com", "Driver#2026")]);
});

const add = (token: string, vehicle: Record<string, unknown>) =>
  call("POST", "/api/vehicle/create-new-vehicle", { headers: bearer(token), json: { vehicle } });

describe("vehicles API", () => {
  it("adds vehicles with normalised numbers; the first is the default", async () => {
    const car = await add(driver, {
      vehicle_name: "Family car",
      vehicle_number: "mh12ab1234",
      vehicle_type: "Four Wheeler",
      isDefault: false,
    });
    expect(car.status).toBe(201);
    expect(car.body.data).toMatchObject({ vehicle_number: "MH 12 AB 1234", isDefault: true });
    const bike = await add(driver, {
      vehicle_name: "Scooter",
      vehicle_number: "MH 12 CD 9876",
      vehicle_type: "Two Wheeler",
      isDefault: true,
    });
    expect(bike.body.data.isDefault).toBe(true);
    const list = await call("GET", "/api/vehicle/view-vehicle-list?page=1&limit=10", { headers: bearer(driver) });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.vehicleList.filter((v: { isDefault: boolean }) => v.isDefault)).toHaveLength(1);
    expect(list.body.data.vehicleList[0].vehicle_name).toBe("Scooter");
  });

  it("refuses bad input with clear messages and stores nothing", async () => {
    const before = (await call("GET", "/api/vehicle/view-vehicle-list", { headers: bearer(asha) })).body.data.total;
    const bad = await add(asha, { vehicle_name: "X", vehicle_number: "12345", vehicle_type: "Four Wheeler" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid Indian registration number, e.g. MH 12 AB 1234.");
    expect((await add(asha, { vehicle_name: "", vehicle_number: "KA01AB1234", vehicle_type: "Four Wheeler" })).body.message).toBe(
      "Please enter a name for the vehicle.",
    );
    expect((await add(asha, { vehicle_name: "Y", vehicle_number: "KA01AB1234", vehicle_type: "Truck" })).body.message).toBe(
      "Please choose Two Wheeler or Four Wheeler.",
    );
    expect((await call("GET", "/api/vehicle/view-vehicle-list", { headers: bearer(asha) })).body.data.total).toBe(before);
  });

  it("refuses the same registration number twice, even when racing", async () => {
    const v = { vehicle_name: "Twin", vehicle_number: "TN 09 ZZ 4321", vehicle_type: "Four Wheeler" };
    const results = await Promise.all([add(asha, v), add(asha, v), add(asha, { ...v, vehicle_number: "tn09zz4321" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe("You have already added a vehicle with this registration number.");
  });

  it("lets only the owner see, change or delete a vehicle", async () => {
    const mine = (await add(asha, { vehicle_name: "Asha's car", vehicle_number: "KA 05 MN 1111", vehicle_type: "Four Wheeler" })).body.data
      ._id;
    const update = await call("PUT", `/api/vehicle/update-vehicle/${mine}`, {
      headers: bearer(driver),
      json: { vehicle: { vehicle_name: "Stolen", vehicle_number: "KA 05 MN 1111", vehicle_type: "Four Wheeler" } },
    });
    expect(update.status).toBe(404);
    expect((await call("PUT", `/api/vehicle/delete-vehicle/${mine}`, { headers: bearer(driver) })).status).toBe(404);
    const driverList = (await call("GET", "/api/vehicle/view-vehicle-list?limit=50", { headers: bearer(driver) })).body.data.vehicleList;
    expect(driverList.some((v: { _id: string }) => v._id === mine)).toBe(false);
    expect((await call("GET", "/api/vehicle/view-vehicle-list")).status).toBe(401);

    const renamed = await call("PUT", `/api/vehicle/update-vehicle/${mine}`, {
      headers: bearer(asha),
      json: { vehicle: { vehicle_name: "Asha's hatchback", vehicle_number: "KA 05 MN 2222", vehicle_type: "Four Wheeler" } },
    });
    expect(renamed.body.data).toMatchObject({ vehicle_name: "Asha's hatchback", vehicle_number: "KA 05 MN 2222" });
    // The old number is free again; the new one is taken.
    expect((await add(asha, { vehicle_name: "Old plate", vehicle_number: "KA05MN1111", vehicle_type: "Four Wheeler" })).status).toBe(201);
    expect((await call("PUT", `/api/vehicle/delete-vehicle/${mine}`, { headers: bearer(asha) })).status).toBe(200);
    expect((await call("PUT", `/api/vehicle/delete-vehicle/${mine}`, { headers: bearer(asha) })).status).toBe(404);
  });
});
