import { toParkingItem, type Parking } from "@core/parking/parking";
import { searchNearby } from "@core/parking/search";
import type { Services } from "@core/services";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { DEMO_CITIES } from "../../infra/local/seed/cities";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { mulberry32 } from "../../infra/local/seed/random";
import { createBenchServices } from "./bench-services";

/**
 * Search latency at two table sizes. Both tables hold the 332 demo car parks (the neighbourhoods we
 * search) plus filler car parks spread over India's area, as a national network grows: a bigger
 * table puts only a few more car parks into any one 3×3 neighbourhood. If the search cost followed
 * the table (a Scan), p50 would grow ~50× from 1,000 to 50,000; following the neighbourhood, it stays.
 */
const INDIA = { latMin: 8.0, latMax: 32.0, lngMin: 68.5, lngMax: 89.5 };

function fillers(count: number, seed: number): Parking[] {
  const rng = mulberry32(seed);
  const base = demoParkings()[0]!;
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: `bench-${seed}-${i}`,
    name: `Bench Car Park ${i}`,
    code: `BEN-${i}`,
    lat: INDIA.latMin + rng() * (INDIA.latMax - INDIA.latMin),
    lng: INDIA.lngMin + rng() * (INDIA.lngMax - INDIA.lngMin),
    fourWheelerCapacity: 50 + Math.floor(rng() * 200),
    twoWheelerCapacity: Math.floor(rng() * 300),
  }));
}

async function load(svc: Services, parkings: Parking[]): Promise<void> {
  const items = parkings.map(toParkingItem);
  const chunks: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 500) chunks.push(items.slice(i, i + 500));
  // A few loaders in parallel: DynamoDB Local is the bottleneck, not the client.
  const workers = Array.from({ length: 6 }, async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await svc.table.batchPut(chunk);
  });
  await Promise.all(workers);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(svc: Services, rounds: number): Promise<{ p50: number; p95: number; meanResults: number }> {
  const inTime = new Date(Date.now() + 24 * 3600_000);
  inTime.setUTCMinutes(0, 0, 0);
  const window = { inTime, outTime: new Date(inTime.getTime() + 3 * 3600_000) };
  const points = DEMO_CITIES.map((c) => ({ lat: c.lat, lng: c.lng }));
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < 10; i++) await searchNearby(svc.table, { ...points[i % points.length]!, window }); // warm-up
  for (let i = 0; i < rounds; i++) {
    const point = points[i % points.length]!;
    const started = performance.now();
    const page = await searchNearby(svc.table, { ...point, window });
    times.push(performance.now() - started);
    results += page.results.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), meanResults: results / rounds };
}

export async function benchSearch(rounds = 300): Promise<Record<string, number>> {
  const dynamo = await startDynamoLocal();
  try {
    const out: Record<string, number> = {};
    for (const size of [1_000, 50_000]) {
      const svc = await createBenchServices(`bench-search-${size}`, { dynamo });
      const demo = demoParkings();
      const loadStarted = performance.now();
      await load(svc, [...demo, ...fillers(size - demo.length, size)]);
      const loadMs = performance.now() - loadStarted;
      const m = await measure(svc, rounds);
      process.stdout.write(
        `search @ ${size.toLocaleString("en-IN")} car parks: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms ` +
          `(${rounds} searches, ${m.meanResults.toFixed(1)} results/page; loaded in ${(loadMs / 1000).toFixed(1)} s)\n`,
      );
      out[`search_p50_ms_${size}`] = m.p50;
      out[`search_p95_ms_${size}`] = m.p95;
    }
    const ratio = out.search_p50_ms_50000! / out.search_p50_ms_1000!;
    process.stdout.write(
      `search p50 ratio 50,000 / 1,000: ${ratio.toFixed(2)} (p95 ratio ${(out.search_p95_ms_50000! / out.search_p95_ms_1000!).toFixed(2)})\n`,
    );
    out.search_p50_ratio = ratio;
    return out;
  } finally {
    await dynamo.stop();
  }
}
