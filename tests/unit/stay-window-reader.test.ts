import { describe, expect, it } from "vitest";
import { checkWindow, readStayParams, WINDOW_MESSAGES } from "@core/availability/window";
import { readInstant } from "@core/time/india-time";

/**
 * Issue 30 §2: the search, detail and checkout pages and core each read `in`/`out` their own way and
 * disagreed (+0530 was an instant on the detail page, a form value echoed as sent on search; a bare
 * date was UTC midnight on search and checkout, refused on detail; a missing departure was an error
 * on detail and checkout, "now + 2 h" on search). One reader now, in core.
 */
const TEN_IST = "2026-11-28T04:30:00.000Z";
const now = new Date("2026-11-27T12:00:00.000Z");

describe("readInstant: one reading of an arrival or departure", () => {
  it.each([
    ["a datetime-local value, as India time", "2026-11-28T10:00"],
    ["with seconds", "2026-11-28T10:00:00"],
    ["an ISO instant in UTC", "2026-11-28T04:30:00.000Z"],
    ["an offset with a colon", "2026-11-28T10:00:00+05:30"],
    ["an offset without a colon", "2026-11-28T10:00+0530"],
    ["another zone's offset", "2026-11-27T23:00:00-05:30"],
    ["surrounding spaces", "  2026-11-28T10:00  "],
  ])("reads %s", (_, value) => {
    expect(readInstant(value)?.toISOString()).toBe(TEN_IST);
  });

  it.each([
    ["a date without a time", "2026-11-28"],
    ["a date that does not exist", "2026-02-30T10:00"],
    ["an hour that does not exist", "2026-11-28T25:00"],
    ["a word", "tomorrow"],
    ["a date the machine's parser would guess at", "Nov 28 2026 10:00"],
    ["an offset out of range", "2026-11-28T10:00+2500"],
    ["nothing", ""],
    ["not a string", { at: TEN_IST }],
  ])("refuses %s", (_, value) => {
    expect(readInstant(value)).toBeUndefined();
  });

  it("takes an API client's epoch milliseconds and a Date as they are", () => {
    expect(readInstant(Date.parse(TEN_IST))?.toISOString()).toBe(TEN_IST);
    expect(readInstant(new Date(TEN_IST))?.toISOString()).toBe(TEN_IST);
    expect(readInstant(Number.NaN)).toBeUndefined();
  });

  it("is what checkWindow judges, so the API and the pages agree", () => {
    const window = checkWindow("2026-11-28T10:00+0530", "2026-11-28T12:00", now);
    expect(window.inTime.toISOString()).toBe(TEN_IST);
    expect(window.outTime.toISOString()).toBe("2026-11-28T06:30:00.000Z");
  });
});

describe("readStayParams: a page's in/out with the spec's defaults", () => {
  it("starts now (next quarter hour) for two hours when neither is sent", () => {
    const stay = readStayParams(null, null, new Date("2026-11-27T12:01:00.000Z"));
    expect(stay.arrival?.toISOString()).toBe("2026-11-27T12:15:00.000Z");
    expect(stay.departure?.toISOString()).toBe("2026-11-27T14:15:00.000Z");
    expect(stay.inValue).toBe("2026-11-27T17:45");
    expect(stay.outValue).toBe("2026-11-27T19:45");
  });

  it("leaves with a missing departure two hours after the arrival sent", () => {
    const stay = readStayParams("2026-11-28T10:00", null, now);
    expect(stay.departure?.toISOString()).toBe("2026-11-28T06:30:00.000Z");
    expect(stay.outValue).toBe("2026-11-28T12:00");
  });

  it("shows an instant with an offset back as India time", () => {
    const stay = readStayParams("2026-11-28T10:00+0530", "2026-11-28T06:30:00Z", now);
    expect(stay.inValue).toBe("2026-11-28T10:00");
    expect(stay.outValue).toBe("2026-11-28T12:00");
  });

  it("shows something unreadable as sent, and checkWindow names its field", () => {
    const stay = readStayParams("2026-11-28", "later", now);
    expect(stay).toMatchObject({ arrival: undefined, departure: undefined, inValue: "2026-11-28", outValue: "later" });
    expect(() => checkWindow(stay.arrival, stay.departure, now)).toThrow(WINDOW_MESSAGES.invalidArrival);
  });

  it("refuses a departure before the arrival", () => {
    const stay = readStayParams("2026-11-28T12:00", "2026-11-28T10:00", now);
    expect(() => checkWindow(stay.arrival, stay.departure, now)).toThrow(WINDOW_MESSAGES.departureBeforeArrival);
  });
});
