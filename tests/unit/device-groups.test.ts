import { describe, expect, it } from "vitest";
import { groupDevices, type ContextStatus } from "@core/account/device-context";

/** What Devices and locations and GET /api/auth/context-data/{kind} both show (one place: issue 10, item 2). */
const device = (id: string, status: ContextStatus) => ({ id, status });

describe("groupDevices", () => {
  it("puts the primary device first, unconfirmed devices with the trusted ones and blocked ones apart", () => {
    const groups = groupDevices([
      device("a", "trusted"),
      device("b", "blocked"),
      device("c", "primary"),
      device("d", "unverified"),
      device("e", "blocked"),
    ]);
    expect(groups.primary.map((d) => d.id)).toEqual(["c"]);
    expect(groups.trusted.map((d) => d.id)).toEqual(["a", "d"]);
    expect(groups.blocked.map((d) => d.id)).toEqual(["b", "e"]);
  });

  it("keeps every device in exactly one group, in the order given", () => {
    const all = [device("1", "unverified"), device("2", "trusted"), device("3", "blocked"), device("4", "trusted")];
    const groups = groupDevices(all);
    expect([...groups.primary, ...groups.trusted, ...groups.blocked].map((d) => d.id).sort()).toEqual(["1", "2", "3", "4"]);
    expect(groups.trusted.map((d) => d.id)).toEqual(["1", "2", "4"]);
  });

  it("gives empty groups for a member with no devices", () => {
    expect(groupDevices([])).toEqual({ primary: [], trusted: [], blocked: [] });
  });
});
