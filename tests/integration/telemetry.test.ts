import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@core/account/user-store";
import { BOOKING_MESSAGES, placeHold } from "@core/booking/booking-service";
import { resetConfig } from "@core/config";
import { log } from "@core/log";
import { count } from "@core/metrics";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { withTelemetry } from "../../functions/handlers/shared/telemetry";
import { createTestServices } from "../support/local-services";

/**
 * Logs and business metrics (decision 032): in Lambda (TELEMETRY_ADAPTER=powertools) a count is a
 * CloudWatch embedded-metric-format record the alarms can read, and a log line is Powertools'
 * format with secrets still redacted; anywhere else a count is a debug line at most.
 */
type Emf = {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
};

let lines: string[] = [];
const saved = { ...process.env };

function useEnv(env: Record<string, string>): void {
  Object.assign(process.env, { APP_ENV: "test", TABLE_NAME: "unused", FILES_BUCKET: "unused", ...env });
  resetConfig();
}

function capture(): void {
  lines = [];
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(keep);
  vi.spyOn(process.stderr, "write").mockImplementation(keep);
}

function emfRecords(): Emf[] {
  return lines.map((line) => JSON.parse(line) as Emf).filter((record) => record._aws?.CloudWatchMetrics);
}

beforeEach(capture);
afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
  resetConfig();
});

describe("the metrics port", () => {
  it("writes a count as valid embedded-metric-format JSON in Lambda, under the stack's namespace and the one service", () => {
    useEnv({ TELEMETRY_ADAPTER: "powertools", POWERTOOLS_METRICS_NAMESPACE: "TelemetryTest" });
    count("HoldsRefused");
    count("ContentChecks", 2, { outcome: "held" });
    const [refused, held] = emfRecords();
    expect(refused).toMatchObject({
      _aws: {
        Timestamp: expect.any(Number),
        CloudWatchMetrics: [{ Namespace: "TelemetryTest", Dimensions: [["service"]], Metrics: [{ Name: "HoldsRefused", Unit: "Count" }] }],
      },
      service: "smart-parking",
      HoldsRefused: 1,
    });
    expect(held!._aws.CloudWatchMetrics[0]!.Dimensions[0]).toEqual(expect.arrayContaining(["service", "outcome"]));
    expect(held).toMatchObject({ outcome: "held", ContentChecks: 2 });
  });

  it("writes no metric record locally: a debug line when asked for, nothing at the default level", () => {
    useEnv({ TELEMETRY_ADAPTER: "local", LOG_LEVEL: "info" });
    count("Searches");
    expect(lines).toEqual([]);
    useEnv({ TELEMETRY_ADAPTER: "local", LOG_LEVEL: "debug" });
    count("Searches");
    expect(emfRecords()).toEqual([]);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "debug", msg: "metric", metric: "Searches", n: 1 });
  });
});

describe("the Lambda entry wrapper", () => {
  it("counts each HTTP response toward its function's 5xx rate (a throw is a 500) and leaves jobs' results alone", async () => {
    useEnv({ TELEMETRY_ADAPTER: "powertools", POWERTOOLS_METRICS_NAMESPACE: "TelemetryTest" });
    await withTelemetry("booking", async () => ({ statusCode: 200 }), "http")();
    await withTelemetry("booking", async () => ({ statusCode: 503 }), "http")();
    await expect(withTelemetry("booking", () => Promise.reject(new Error("boom")), "http")()).rejects.toThrow("boom");
    await withTelemetry("sweep", async () => ({ released: 0 }))();
    const records = emfRecords();
    expect(records.map((r) => [r.function, r.Requests, r.ServerErrors])).toEqual([
      ["booking", 1, 0],
      ["booking", 1, 1],
      ["booking", 1, 1],
    ]);
    expect(records[0]!._aws.CloudWatchMetrics[0]!.Dimensions[0]).toEqual(expect.arrayContaining(["service", "function"]));
  });
});

describe("the log port", () => {
  it("writes Powertools' structured lines in Lambda, with the level gate and the redaction of the local logger", () => {
    useEnv({ TELEMETRY_ADAPTER: "powertools", LOG_LEVEL: "info" });
    log.child({ requestId: "req-1" }).info("signed in", { userId: "u1", password: "hunter2", sessionCookie: "abc" });
    log.debug("not shown");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "INFO",
      message: "signed in",
      service: "smart-parking",
      requestId: "req-1",
      userId: "u1",
      password: "[redacted]",
      sessionCookie: "[redacted]",
    });
  });
});

describe("a core flow counts its business event", () => {
  let svc: Services;
  const parking: Parking = { ...demoParkings()[0]!, id: "pk-metrics", code: "MET-001", fourWheelerCapacity: 1, twoWheelerCapacity: 0 };
  const drivers: { userId: string; vehicleId: string }[] = [];
  const inTime = new Date(Date.now() + 2 * 24 * 3600_000);
  inTime.setUTCHours(4, 0, 0, 0);
  const window = { inTime: inTime.toISOString(), outTime: new Date(inTime.getTime() + 2 * 3600_000).toISOString() };

  beforeAll(async () => {
    svc = await createTestServices("telemetry");
    await putParkings(svc.table, [parking]);
    const passwordHash = await hashPassword("Driver#2026", TEST_PASSWORD_COST);
    for (const i of [1, 2]) {
      const user = await createUser(svc.table, { name: `Driver ${i}`, email: `metrics-${i}@example.com`, passwordHash, verified: true });
      const vehicle = await createVehicle(svc.table, user.id, {
        vehicle_name: "Car",
        vehicle_number: `KA 01 MT ${1000 + i}`,
        vehicle_type: "Four Wheeler",
      });
      drivers.push({ userId: user.id, vehicleId: vehicle.id });
    }
  });

  it("counts a placed hold as HoldsPlaced and the refused one for the last space as HoldsRefused", async () => {
    useEnv({ TELEMETRY_ADAPTER: "powertools", POWERTOOLS_METRICS_NAMESPACE: "TelemetryTest" });
    const [first, second] = drivers;
    await placeHold(svc.table, first!.userId, { parkingId: parking.id, vehicleId: first!.vehicleId, ...window });
    await expect(placeHold(svc.table, second!.userId, { parkingId: parking.id, vehicleId: second!.vehicleId, ...window })).rejects.toThrow(
      BOOKING_MESSAGES.full,
    );
    const counted = emfRecords().map((record) => record._aws.CloudWatchMetrics[0]!.Metrics[0]!.Name);
    expect(counted).toEqual(["HoldsPlaced", "HoldsRefused"]);
  });
});
