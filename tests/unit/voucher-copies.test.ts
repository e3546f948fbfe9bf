import { describe, expect, it } from "vitest";
import { applyServerList, showableCopies, type KeptVouchers, type VoucherCopy } from "../../app/pwa/voucher-copies";

/** The kept vouchers' rules (issue 34): add, replace, drop, expiry, and one member's copies only. */
const NOW = new Date("2026-11-28T06:00:00.000Z");
const voucher = (id: string, overrides: Partial<VoucherCopy> = {}): VoucherCopy => ({
  id,
  kind: "booking",
  version: "v1",
  endsAt: "2026-11-28T12:00:00.000Z",
  code: `SP-${id.toUpperCase()}`,
  parkingName: "Terminal 2 Parking",
  address: "Sahar Road, Mumbai",
  when: "Sat, 28 Nov, 10:00 am – 12:00 pm",
  vehicle: "MH 01 AB 1234",
  directions: "Enter from Sahar Road",
  qr: "data:image/png;base64,AAAA",
  ...overrides,
});
const kept = (member: string, vouchers: VoucherCopy[]): KeptVouchers => ({ member, savedAt: "2026-11-27T06:00:00.000Z", vouchers });

describe("the vouchers kept on the phone", () => {
  it("adds a voucher the server lists and the phone does not have yet (a new booking confirmed)", () => {
    const changes = applyServerList(kept("m1", [voucher("a")]), { member: "m1", vouchers: [voucher("a"), voucher("b")] }, NOW);
    expect(changes).toMatchObject({ added: ["b"], replaced: [], dropped: [] });
    expect(changes.kept!.vouchers.map((v) => v.id)).toEqual(["a", "b"]);
    expect(changes.kept!.savedAt).toBe(NOW.toISOString());
  });

  it("replaces a copy whose booking changed (new version), and keeps an unchanged one as it is", () => {
    const changed = voucher("a", { version: "v2", when: "Sat, 28 Nov, 11:00 am – 1:00 pm" });
    const changes = applyServerList(kept("m1", [voucher("a"), voucher("b")]), { member: "m1", vouchers: [changed, voucher("b")] }, NOW);
    expect(changes).toMatchObject({ added: [], replaced: ["a"], dropped: [] });
    expect(changes.kept!.vouchers.find((v) => v.id === "a")!.when).toBe("Sat, 28 Nov, 11:00 am – 1:00 pm");
  });

  it("drops a copy the server no longer lists (cancelled or over)", () => {
    const changes = applyServerList(kept("m1", [voucher("a"), voucher("b")]), { member: "m1", vouchers: [voucher("b")] }, NOW);
    expect(changes).toMatchObject({ added: [], replaced: [], dropped: ["a"] });
    expect(changes.kept!.vouchers.map((v) => v.id)).toEqual(["b"]);
  });

  it("never keeps a voucher whose stay has ended, even if listed, and hides ended copies offline", () => {
    const ended = voucher("old", { endsAt: "2026-11-28T05:59:00.000Z" });
    const changes = applyServerList(null, { member: "m1", vouchers: [ended, voucher("a")] }, NOW);
    expect(changes.kept!.vouchers.map((v) => v.id)).toEqual(["a"]);
    // Offline a day later, the copy kept yesterday is no longer shown.
    expect(showableCopies(changes.kept, new Date("2026-11-29T06:00:00.000Z"))).toEqual([]);
    expect(showableCopies(changes.kept, NOW).map((v) => v.id)).toEqual(["a"]);
  });

  it("drops every copy when nobody is signed in (logout, or a session ended elsewhere)", () => {
    const changes = applyServerList(kept("m1", [voucher("a"), voucher("b")]), null, NOW);
    expect(changes).toEqual({ kept: null, added: [], replaced: [], dropped: ["a", "b"] });
  });

  it("drops the first member's copies when another member's list arrives on the same phone", () => {
    const changes = applyServerList(kept("m1", [voucher("a")]), { member: "m2", vouchers: [voucher("a"), voucher("z")] }, NOW);
    // Even a voucher id in both lists is the second member's fresh copy, never the first one's.
    expect(changes.dropped).toEqual(["a"]);
    expect(changes.added).toEqual(["a", "z"]);
    expect(changes.kept).toMatchObject({ member: "m2" });
  });

  it("shows the copies soonest-ending first", () => {
    const later = voucher("later", { endsAt: "2026-12-01T00:00:00.000Z" });
    expect(showableCopies(kept("m1", [later, voucher("a")]), NOW).map((v) => v.id)).toEqual(["a", "later"]);
  });
});
