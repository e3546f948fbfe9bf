import { describe, expect, it } from "vitest";
import { hourlyCapacity } from "@core/availability/hourly-capacity";
import { hourOfSlot } from "@core/availability/slots";
import { planCoversHour, planCoversInstant, planHoursLabel, peakPassSpaces, type PassPlan } from "@core/pass/pass-plan";
import { peakInUse, poolHasRoom } from "@core/pass/pass-pool";

const day: PassPlan = { id: "day10", hours: "day", startHour: 8, hoursPerDay: 10, spaces: { four: 6, two: 2 }, prices: {} };
const night: PassPlan = { id: "night", hours: "night", startHour: 20, hoursPerDay: 12, spaces: { four: 3, two: 0 }, prices: {} };
const utcHour = (h: number) => new Date(Date.UTC(2026, 11, 1, h));

describe("a plan's daily hours, in India time", () => {
  it("covers 08:00–18:00 IST, i.e. the UTC hour slots 02 to 12 (the half-covered ends count)", () => {
    const covered = [...Array(24).keys()].filter((h) => planCoversHour(day, utcHour(h)));
    expect(covered).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("lets a day pass in at 08:00 IST and refuses it at 07:59 and at 18:00", () => {
    expect(planCoversInstant(day, new Date("2026-12-01T02:30:00Z"))).toBe(true);
    expect(planCoversInstant(day, new Date("2026-12-01T02:29:00Z"))).toBe(false);
    expect(planCoversInstant(day, new Date("2026-12-01T12:29:00Z"))).toBe(true);
    expect(planCoversInstant(day, new Date("2026-12-01T12:30:00Z"))).toBe(false);
  });

  it("runs a night plan across midnight (20:00–08:00 IST)", () => {
    expect(planCoversInstant(night, new Date("2026-12-01T14:30:00Z"))).toBe(true); // 20:00 IST
    expect(planCoversInstant(night, new Date("2026-12-01T20:00:00Z"))).toBe(true); // 01:30 IST
    expect(planCoversInstant(night, new Date("2026-12-01T02:29:00Z"))).toBe(true); // 07:59 IST
    expect(planCoversInstant(night, new Date("2026-12-01T06:30:00Z"))).toBe(false); // 12:00 IST
    expect(planHoursLabel(night)).toBe("Night, 20:00–08:00");
    expect(planHoursLabel(day)).toBe("Daytime, 08:00–18:00");
  });
});

describe("hourly capacity is what the pass pools leave", () => {
  const parking = { fourWheelerCapacity: 10, twoWheelerCapacity: 4, passPlans: [day, night] };
  it("takes each plan's spaces out of the hours it covers, and the busiest hour is the admin's check", () => {
    expect(hourlyCapacity(parking, "four", hourOfSlot("SLOT#FOUR#2026-12-01T05"))).toBe(4); // 10:30 IST: day pool
    expect(hourlyCapacity(parking, "four", utcHour(18))).toBe(7); // 23:30 IST: night pool
    expect(hourlyCapacity(parking, "four", utcHour(2))).toBe(1); // 07:30–08:30 IST: both pools meet
    expect(hourlyCapacity(parking, "two", utcHour(5))).toBe(2);
    expect(hourlyCapacity({ ...parking, passPlans: undefined }, "four", utcHour(5))).toBe(10);
    expect(peakPassSpaces(parking.passPlans, "four")).toBe(9);
  });
});

describe("a pool's timeline", () => {
  const span = (id: string, from: string, to: string) => ({ bookingId: id, from: `${from}T00:00:00Z`, to: `${to}T00:00:00Z` });
  const spans = [span("a", "2026-01-01", "2026-02-01"), span("b", "2026-03-01", "2026-04-01"), span("c", "2026-01-15", "2026-03-15")];
  it("counts the passes valid at the same instant, not per month", () => {
    expect(peakInUse(spans, "2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z")).toBe(2);
    expect(peakInUse(spans, "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z")).toBe(1);
    // One pass ending as another starts needs one space, not two.
    expect(
      peakInUse(
        [span("a", "2026-01-01", "2026-02-01"), span("d", "2026-02-01", "2026-03-01")],
        "2026-01-01T00:00:00Z",
        "2026-03-01T00:00:00Z",
      ),
    ).toBe(1);
  });
  it("has room for a year's pass in a pool of 2 only where no instant already has 2", () => {
    expect(poolHasRoom({ spans }, { from: "2026-01-01T00:00:00Z", to: "2027-01-01T00:00:00Z" }, 2)).toBe(false);
    expect(poolHasRoom({ spans }, { from: "2026-04-01T00:00:00Z", to: "2027-04-01T00:00:00Z" }, 1)).toBe(true);
  });
});

describe("the demo's pass plans", () => {
  it("never set aside more spaces in any hour than the car park has", async () => {
    const { demoParkings } = await import("../../infra/local/seed/demo-parkings");
    const selling = demoParkings().filter((p) => p.passPlans?.length);
    // Three sell monthly passes; Westline's four members (two of them also monthly) set its multi-location spaces aside.
    expect(selling.map((p) => p.id).sort()).toEqual([
      "pk-bengaluru-13",
      "pk-mumbai-02",
      "pk-mumbai-03",
      "pk-mumbai-05",
      "pk-pune-01",
      "pk-pune-02",
    ]);
    for (const parking of selling) {
      expect(peakPassSpaces(parking.passPlans, "four"), parking.id).toBeLessThanOrEqual(parking.fourWheelerCapacity);
      expect(peakPassSpaces(parking.passPlans, "two"), parking.id).toBeLessThanOrEqual(parking.twoWheelerCapacity);
    }
  });
});
