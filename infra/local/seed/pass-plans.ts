import { sharePlanOf, type Network } from "@core/pass/network";
import type { PassPlan } from "@core/pass/pass-plan";

/**
 * The demo's monthly passes (issue 15, decision 029): a few commuter car parks sell them, so the
 * detail page's Monthly passes, /pass/{id} and the Passes tab have something to show. Sahar
 * Airport Long-Term Parking, where the demo operator works, sells a day plan and a night plan that
 * between them cover every hour, so a pass valid "now" can be shown at the desk whatever the time
 * of day (and the e2e test can be refused by the other plan).
 * Never on a car park the seed keeps nearly full: its hours are filled to capacity − 1.
 */
const month = (four: number, two: number) => ({ four, two });

export const DEMO_PASS_PLANS: Readonly<Record<string, PassPlan[]>> = {
  "pk-mumbai-02": [
    {
      id: "day-6-12",
      hours: "day",
      startHour: 6,
      hoursPerDay: 12,
      spaces: { four: 20, two: 20 },
      prices: { "1": month(3500, 900), "3": month(9900, 2500), "6": month(18900, 4800), "12": month(35000, 9000) },
    },
    {
      id: "night-18-12",
      hours: "night",
      startHour: 18,
      hoursPerDay: 12,
      spaces: { four: 15, two: 20 },
      prices: { "1": month(2500, 700), "3": month(7000, 1900), "12": month(26000, 7000) },
    },
  ],
  "pk-mumbai-05": [
    {
      id: "day-8-10",
      hours: "day",
      startHour: 8,
      hoursPerDay: 10,
      spaces: { four: 30, two: 30 },
      prices: { "1": month(4200, 1100), "3": month(12000, 3100), "6": month(23000, 6000), "12": month(44000, 11500) },
    },
  ],
  "pk-bengaluru-13": [
    {
      id: "24h",
      hours: "24h",
      startHour: 0,
      hoursPerDay: 24,
      spaces: { four: 10, two: 20 },
      prices: { "1": month(5200, 1400), "12": month(54000, 14500) },
    },
    {
      id: "day-9-7",
      hours: "day",
      startHour: 9,
      hoursPerDay: 7,
      spaces: { four: 15, two: 15 },
      prices: { "1": month(2800, 800), "6": month(15500, 4400) },
    },
  ],
};

/**
 * The demo's multi-location pass (decision 029, "Multi-location passes"): one operator's network
 * across Mumbai and Pune, including Sahar, where the demo operator's desk activates it. Each member
 * sets aside the network's spaces all day (its share plan, added by the seed from this list).
 */
const day = (four: number, two: number) => ({ four, two });
export const DEMO_NETWORKS: readonly Network[] = [
  {
    id: "westline",
    name: "Westline Parking network",
    parkingIds: ["pk-mumbai-02", "pk-mumbai-03", "pk-pune-01", "pk-pune-02"],
    spaces: { four: 10, two: 10 },
    prices: { "1": day(450, 120), "2": day(850, 220), "3": day(1200, 320), "5": day(1900, 500), "7": day(2500, 650) },
  },
];

/** The demo plans of a car park: its own, then its share of each network it belongs to. */
export function demoPassPlansOf(parkingId: string): PassPlan[] | undefined {
  const plans = [
    ...(DEMO_PASS_PLANS[parkingId] ?? []),
    ...DEMO_NETWORKS.filter((network) => network.parkingIds.includes(parkingId)).map(sharePlanOf),
  ];
  return plans.length ? plans : undefined;
}
