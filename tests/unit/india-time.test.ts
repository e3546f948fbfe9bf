import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as pages from "../../app/utils/india-time";
import { defaultWindow, formatIndia, formatLongUsDateIndia, fromIndiaInputValue, toIndiaInputValue } from "@core/time/india-time";

/** India time: one implementation for the pages, the islands, the e-mails and the PDFs (issue 10, item 2). */
describe("formatLongUsDateIndia", () => {
  it("writes the long US date of the day in India time", () => {
    expect(formatLongUsDateIndia("2026-11-24T06:00:00.000Z")).toBe("November 24, 2026");
    // 23 Nov, 19:00 UTC is already 24 Nov, 00:30 in India.
    expect(formatLongUsDateIndia("2026-11-23T19:00:00.000Z")).toBe("November 24, 2026");
    expect(formatLongUsDateIndia(new Date("2026-09-05T06:30:00.000Z"))).toBe("September 5, 2026");
  });

  it("matches Intl's en-US long date in Asia/Kolkata", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatLongUsDateIndia(new Date(ms))).toBe(intl.format(new Date(ms)));
      }),
    );
  });
});

describe("formatIndia", () => {
  it("writes instants in India time, am/pm, across the UTC date line", () => {
    expect(formatIndia("2026-11-22T04:30:00.000Z")).toBe("Sun, 22 Nov 2026, 10:00 am");
    expect(formatIndia("2026-11-21T20:00:00.000Z")).toBe("Sun, 22 Nov 2026, 1:30 am");
    expect(formatIndia("2026-11-21T18:30:00.000Z")).toBe("Sun, 22 Nov 2026, 12:00 am");
    expect(formatIndia("2026-09-05T06:30:00.000Z")).toBe("Sat, 5 Sep 2026, 12:00 pm");
    expect(formatIndia("2026-12-31T18:29:00.000Z")).toBe("Thu, 31 Dec 2026, 11:59 pm");
  });

  it("prints a Date and its ISO string alike", () => {
    expect(formatIndia(new Date("2026-11-22T04:30:00.000Z"))).toBe(formatIndia("2026-11-22T04:30:00.000Z"));
  });

  it("says what Asia/Kolkata says, on any date a booking can have", () => {
    // What the pages printed before (Intl with the time zone, numeric parts): the text must not change.
    const intl = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const p = Object.fromEntries(intl.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
        const hour = Number(p.hour);
        const expected = `${p.weekday}, ${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year}, ${hour % 12 === 0 ? 12 : hour % 12}:${p.minute} ${hour < 12 ? "am" : "pm"}`;
        expect(formatIndia(new Date(ms))).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses an invalid time rather than printing NaN", () => {
    expect(() => formatIndia("not a time")).toThrow(RangeError);
  });
});

describe("datetime-local values in India time", () => {
  it("round-trips, whatever the machine's time zone", () => {
    const at = new Date("2026-11-22T04:30:00.000Z");
    expect(toIndiaInputValue(at)).toBe("2026-11-22T10:00");
    expect(fromIndiaInputValue("2026-11-22T10:00")).toEqual(at);
    expect(fromIndiaInputValue("2026-02-30T10:00")).toBeUndefined();
  });

  it("starts the search at the next quarter hour, for two hours", () => {
    const { inTime, outTime } = defaultWindow(new Date("2026-11-22T04:31:10.000Z"));
    expect(inTime.toISOString()).toBe("2026-11-22T04:45:00.000Z");
    expect(outTime.getTime() - inTime.getTime()).toBe(2 * 3600_000);
  });
});

describe("app/utils/india-time", () => {
  it("is core's implementation, not a copy", () => {
    expect(pages.formatIndia).toBe(formatIndia);
    expect(pages.toIndiaInputValue).toBe(toIndiaInputValue);
    expect(pages.fromIndiaInputValue).toBe(fromIndiaInputValue);
    expect(pages.defaultWindow).toBe(defaultWindow);
  });
});
