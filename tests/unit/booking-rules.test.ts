import { describe, expect, it } from "vitest";
import { isHoldLive } from "@core/booking/booking";
import { BOOKING_MESSAGES, canCancel } from "@core/booking/booking-service";
import { mayChange, mayExtend, policyLines, policyOf } from "@core/booking/policy";

/** The booking rules the pages and the services share (one place each: issue 10, item 2). */
const NOW = new Date("2026-11-22T04:30:00.000Z");
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe("canCancel: free cancellation closes 3 hours before arrival", () => {
  it("refuses a confirmed booking that starts in 30 minutes, saying why", () => {
    const decision = canCancel({ status: "Confirmed", inTime: inMinutes(30) }, NOW);
    expect(decision).toMatchObject({ allowed: false, reason: "tooLate", message: BOOKING_MESSAGES.tooLate });
    expect(decision.deadline.toISOString()).toBe(inMinutes(30 - 180));
  });

  it("allows a confirmed booking up to and including the deadline itself", () => {
    expect(canCancel({ status: "Confirmed", inTime: inMinutes(24 * 60) }, NOW)).toMatchObject({ allowed: true });
    expect(canCancel({ status: "Confirmed", inTime: inMinutes(180) }, NOW)).toEqual({ allowed: true, deadline: NOW });
    expect(canCancel({ status: "Confirmed", inTime: inMinutes(179) }, NOW)).toMatchObject({ allowed: false, reason: "tooLate" });
  });

  it("refuses anything but a confirmed booking, however far ahead", () => {
    for (const status of ["PendingPayment", "Parked", "Completed", "Cancelled", "Expired", "PaymentFailed"] as const) {
      expect(canCancel({ status, inTime: inMinutes(7 * 24 * 60) }, NOW)).toMatchObject({
        allowed: false,
        reason: "notCancellable",
        message: BOOKING_MESSAGES.notCancellable,
      });
    }
  });
});

describe("isHoldLive: an unpaid hold may be paid until it expires", () => {
  it("is live while waiting for payment and before its expiry", () => {
    expect(isHoldLive({ status: "PendingPayment", holdExpiresAt: inMinutes(1) }, NOW)).toBe(true);
  });

  it("is gone at and after its expiry, even before the sweeper has released it", () => {
    expect(isHoldLive({ status: "PendingPayment", holdExpiresAt: inMinutes(0) }, NOW)).toBe(false);
    expect(isHoldLive({ status: "PendingPayment", holdExpiresAt: inMinutes(-1) }, NOW)).toBe(false);
  });

  it("is gone once paid, failed or released, whatever its expiry says", () => {
    for (const status of ["Confirmed", "PaymentFailed", "Expired", "Cancelled"] as const) {
      expect(isHoldLive({ status, holdExpiresAt: inMinutes(10) }, NOW)).toBe(false);
    }
  });
});

describe("a car park's own policy (decision 026)", () => {
  it("free until arrival: cancel and change until the start, never after", () => {
    const booking = { status: "Confirmed" as const, inTime: inMinutes(5), policy: { cutoffHours: 0, reentry: true } };
    expect(canCancel(booking, NOW)).toMatchObject({ allowed: true });
    expect(mayChange(booking, NOW)).toMatchObject({ allowed: true });
    const started = { ...booking, inTime: inMinutes(-1) };
    expect(mayChange(started, NOW)).toMatchObject({
      allowed: false,
      message: "This booking can no longer be changed: changes close when the stay starts.",
    });
  });

  it("a 24-hour cut-off names its own hours; a booking without a policy keeps the 3-hour default", () => {
    const strict = { status: "Confirmed" as const, inTime: inMinutes(23 * 60), policy: { cutoffHours: 24, reentry: false } };
    expect(canCancel(strict, NOW)).toMatchObject({
      allowed: false,
      message: "This booking can no longer be cancelled: cancellation closes 24 hours before the start.",
    });
    expect(canCancel({ status: "Confirmed", inTime: inMinutes(23 * 60) }, NOW)).toMatchObject({ allowed: true });
    expect(policyLines(policyOf(strict))).toEqual({
      cancellation: "Free cancellation and changes up to 24 hours before arrival.",
      reentry: "No re-entry: one entry and one exit.",
    });
  });

  it("extends a confirmed or parked stay until its departure, nothing else", () => {
    expect(mayExtend({ status: "Parked", outTime: inMinutes(10) }, NOW)).toMatchObject({ allowed: true });
    expect(mayExtend({ status: "Parked", outTime: inMinutes(-1) }, NOW)).toMatchObject({ allowed: false, reason: "tooLate" });
    expect(mayExtend({ status: "Completed", outTime: inMinutes(60) }, NOW)).toMatchObject({ allowed: false, reason: "wrongStatus" });
  });
});
