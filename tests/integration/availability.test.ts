import { beforeAll, describe, expect, it } from "vitest";
import { freeSpaces } from "@core/availability/availability";
import { slotSortKey } from "@core/availability/slots";
import { checkWindow, hoursOf, WINDOW_MESSAGES } from "@core/availability/window";
import { windowErrors } from "~/components/parking/SearchBar";
import { toIndiaInputValue } from "~/utils/india-time";
import { ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("availability");
});

const parking = { id: "p-avail", fourWheelerCapacity: 10, twoWheelerCapacity: 4 };
const at = (iso: string) => new Date(iso);

describe("free spaces for a window", () => {
  it("is capacity minus the peak occupancy over the hours the window touches", async () => {
    const put = (kind: "FOUR" | "TWO", iso: string, count: number) =>
      svc.table.put({ pk: `PARKING#${parking.id}`, sk: slotSortKey(kind, at(iso)), count } as never);
    await Promise.all([
      put("FOUR", "2026-12-01T10:00:00Z", 3),
      put("FOUR", "2026-12-01T11:00:00Z", 7),
      put("FOUR", "2026-12-01T12:00:00Z", 2),
      put("FOUR", "2026-12-01T14:00:00Z", 10),
      put("TWO", "2026-12-01T11:00:00Z", 4),
    ]);
    // 10:30–12:30 touches 10, 11 and 12: the peak is 7.
    expect(await freeSpaces(svc.table, parking, { inTime: at("2026-12-01T10:30:00Z"), outTime: at("2026-12-01T12:30:00Z") })).toEqual({
      four: 3,
      two: 0,
    });
    // Ending exactly at 14:00 does not touch the full 14:00 hour.
    expect(await freeSpaces(svc.table, parking, { inTime: at("2026-12-01T12:00:00Z"), outTime: at("2026-12-01T14:00:00Z") })).toEqual({
      four: 8,
      two: 4,
    });
    expect(await freeSpaces(svc.table, parking, { inTime: at("2026-12-01T13:00:00Z"), outTime: at("2026-12-01T15:00:00Z") })).toEqual({
      four: 0,
      two: 4,
    });
    // Other days and other car parks do not count.
    expect(
      await freeSpaces(
        svc.table,
        { ...parking, id: "p-other" },
        { inTime: at("2026-12-01T10:00:00Z"), outTime: at("2026-12-01T15:00:00Z") },
      ),
    ).toEqual({ four: 10, two: 4 });
  });
});

describe("stay windows", () => {
  const now = at("2026-12-01T10:00:00Z");
  it("accepts a future window and lists its hours", () => {
    const w = checkWindow("2026-12-01T10:30:00Z", "2026-12-01T12:00:00Z", now);
    expect(hoursOf(w).map((d) => d.toISOString())).toEqual(["2026-12-01T10:00:00.000Z", "2026-12-01T11:00:00.000Z"]);
  });
  it.each([
    ["2026-12-01T08:00:00Z", "2026-12-01T12:00:00Z", WINDOW_MESSAGES.arrivalPast],
    ["2026-12-01T12:00:00Z", "2026-12-01T11:00:00Z", WINDOW_MESSAGES.departureBeforeArrival],
    ["2026-12-01T12:00:00Z", "2026-12-01T12:00:00Z", WINDOW_MESSAGES.departureBeforeArrival],
    ["yesterday", "2026-12-01T12:00:00Z", WINDOW_MESSAGES.invalidArrival],
    ["2026-12-01T12:00:00Z", "2026-12-06T12:00:00Z", WINDOW_MESSAGES.tooLong],
  ])("refuses %s → %s", (from, to, message) => {
    expect(() => checkWindow(from, to, now)).toThrow(ValidationError);
    expect(() => checkWindow(from, to, now)).toThrow(message);
  });
  it("names every wrong field at once, and the search bar in the browser says exactly what the server says", () => {
    const cases: [string, string][] = [
      ["2026-12-01T08:00:00Z", "2026-12-01T07:00:00Z"],
      ["2026-12-01T12:00:00Z", "2026-12-06T12:00:00Z"],
      ["2026-12-01T12:00:00Z", "2026-12-01T13:00:00Z"],
    ];
    for (const [from, to] of cases) {
      let server: Record<string, string[]> = {};
      try {
        checkWindow(from, to, now);
      } catch (error) {
        server = (error as ValidationError).fieldErrors;
      }
      const browser = windowErrors(toIndiaInputValue(new Date(from)), toIndiaInputValue(new Date(to)), now);
      expect(Object.fromEntries(Object.entries(browser).map(([field, message]) => [field, [message]]))).toEqual(server);
    }
    expect(windowErrors("", "", now)).toEqual({ in: WINDOW_MESSAGES.invalidArrival, out: WINDOW_MESSAGES.invalidDeparture });
    expect(() => checkWindow("2026-12-01T08:00:00Z", "2026-12-01T07:00:00Z", now)).toThrow(WINDOW_MESSAGES.arrivalPast);
  });
});
