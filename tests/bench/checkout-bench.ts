import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUser } from "@core/account/user-store";
import { placeHold } from "@core/booking/booking-service";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createBenchServices } from "./bench-services";

/**
 * Checkout under load on DynamoDB Local: (1) throughput of whole checkouts (hold → order → test
 * payment → verified confirmation) spread over many car parks; (2) the overbooking check: a burst of
 * drivers at once for a car park with few spaces — exactly its capacity may win.
 */
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function drivers(svc: Services, count: number, tag: string) {
  const passwordHash = await hashPassword("Bench#2026");
  const out: { userId: string; vehicleId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(svc.table, { name: `Bench ${i}`, email: `${tag}-${i}@bench.example`, passwordHash, verified: true });
    const vehicle = await createVehicle(svc.table, user.id, {
      vehicle_name: "Car",
      vehicle_number: `KA 01 B ${String(1000 + i)}`,
      vehicle_type: "Four Wheeler",
    });
    out.push({ userId: user.id, vehicleId: vehicle.id });
  }
  return out;
}

export async function benchCheckout(checkouts = 400, burst = 300, capacity = 20): Promise<Record<string, number>> {
  const dynamo = await startDynamoLocal();
  try {
    // Without a mailer the benchmark measures the booking path, not PDF rendering.
    const { mailer: _mailer, ...svc } = await createBenchServices(
      "bench-checkout",
      { dynamo },
      {
        TEST_GATEWAY: "on",
        TEST_GATEWAY_SECRET: randomBytes(24).toString("hex"),
        OUTBOX_DIR: mkdtempSync(join(tmpdir(), "bench-outbox-")),
      },
    );
    const parkings: Parking[] = demoParkings()
      .slice(0, 40)
      .map((p) => ({ ...p, fourWheelerCapacity: 500 }));
    const tight: Parking = { ...demoParkings()[0]!, id: "bench-tight", fourWheelerCapacity: capacity, twoWheelerCapacity: 0 };
    await putParkings(svc.table, [...parkings, tight]);
    const people = await drivers(svc as Services, Math.max(checkouts, burst), "bench");
    const gateway = paymentGateway(svc) as TestGateway;

    // (1) Whole checkouts, CONCURRENCY at a time.
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < checkouts; i = next++) {
          const d = people[i]!;
          const inTime = new Date(Date.now() + (2 + (i % 5)) * 24 * 3600_000);
          inTime.setUTCMinutes(0, 0, 0);
          const t0 = performance.now();
          const hold = await placeHold(svc.table, d.userId, {
            parkingId: parkings[i % parkings.length]!.id,
            vehicleId: d.vehicleId,
            inTime: inTime.toISOString(),
            outTime: new Date(inTime.getTime() + 3 * 3600_000).toISOString(),
          });
          const { order } = await startPayment(svc, d.userId, hold.id);
          const paid = await gateway.pay(order.id);
          const result = await verifyPayment(
            svc,
            { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
            d.userId,
          );
          if (result.outcome !== "confirmed") throw new Error(`checkout ${i} ended ${result.outcome}`);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const throughput = checkouts / seconds;
    process.stdout.write(
      `checkout (hold → order → pay → verify) × ${checkouts}, ${CONCURRENCY} at a time: ${throughput.toFixed(1)} checkouts/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms\n`,
    );

    // (2) A burst of holds for one car park with `capacity` spaces over overlapping windows.
    const base = new Date(Date.now() + 10 * 24 * 3600_000);
    base.setUTCHours(4, 0, 0, 0);
    const burstStarted = performance.now();
    const results = await Promise.allSettled(
      people.slice(0, burst).map((d, i) => {
        const inTime = new Date(base.getTime() + (i % 3) * 3600_000);
        return placeHold(svc.table, d.userId, {
          parkingId: tight.id,
          vehicleId: d.vehicleId,
          inTime: inTime.toISOString(),
          outTime: new Date(inTime.getTime() + 4 * 3600_000).toISOString(),
        });
      }),
    );
    const burstMs = performance.now() - burstStarted;
    const won = results.filter((r) => r.status === "fulfilled").length;
    const peak = Math.max(
      ...(
        await svc.table.queryAll<{ pk: string; sk: string; count: number }>({ pk: `PARKING#${tight.id}`, sk: { beginsWith: "SLOT#FOUR#" } })
      ).map((i) => i.count),
    );
    process.stdout.write(
      `overbooking check: ${burst} simultaneous holds for ${capacity} spaces → ${won} held, peak hour count ${peak} (${burstMs.toFixed(0)} ms)\n`,
    );
    return {
      checkout_per_s: throughput,
      checkout_p50_ms: percentile(latencies, 50),
      checkout_p95_ms: percentile(latencies, 95),
      burst_won: won,
      burst_capacity: capacity,
      burst_peak: peak,
    };
  } finally {
    await dynamo.stop();
  }
}
