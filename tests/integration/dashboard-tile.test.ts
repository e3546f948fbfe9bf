import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@core/account/user-store";
import { services, type Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { useServicesForHandlers } from "../support/api";
import { dynamoFaults, faultyTable, type FaultyTable } from "../support/faults/faulty-table";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

const { loader } = await import("../../app/routes/account/_app.dashboard");

/**
 * Issue 29 (14): the dashboard tile. A member with no vehicle yet is invited to add one; the spec's
 * "We are currently unable to fetch Details" (and its move to /profile) is for reads that failed.
 * The real loader against DynamoDB Local; the failure is the fault tests' throttled table (decision 031).
 */
let svc: Services;
let seq = 0;
let faulty: FaultyTable | undefined;

beforeAll(async () => {
  svc = await createTestServices("dashboard-tile");
  useServicesForHandlers(svc);
});

afterEach(() => {
  // The pages' services() get their real table back.
  if (faulty) Object.assign(services(), { table: svc.table });
  faulty?.destroy();
  faulty = undefined;
});

async function member() {
  return createUser(svc.table, {
    name: "Tile Driver",
    email: `tile-${Date.now()}-${++seq}@example.com`,
    passwordHash: "x",
    verified: true,
  });
}

async function tileOf(userId: string) {
  const request = await signedInRequest(svc, userId, "/dashboard");
  return ((await loader({ request, params: {}, context: {} } as never)) as { tile: unknown }).tile;
}

describe("the dashboard tile", () => {
  it("a member without a vehicle gets the invitation to add one, not the failure", async () => {
    const user = await member();
    expect(await tileOf(user.id)).toEqual({ state: "no-vehicle" });
  });

  it("with a vehicle, the counts", async () => {
    const user = await member();
    await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: `KA 01 TL ${1000 + seq}`,
      vehicle_type: "Four Wheeler",
    });
    expect(await tileOf(user.id)).toEqual({ state: "figures", vehicles: 1, bookings: 0 });
  });

  it("reads that fail (DynamoDB throttling every query) give the spec's failure, not the invitation", async () => {
    const user = await member();
    const request = await signedInRequest(svc, user.id, "/dashboard");
    faulty = (await faultyTable(svc.config)).fail({ next: Infinity, match: "Query", error: dynamoFaults.throughputExceeded() });
    Object.assign(services(), { table: faulty.table });
    const { tile } = (await loader({ request, params: {}, context: {} } as never)) as { tile: unknown };
    expect(tile).toEqual({ state: "unavailable" });
  });
});
