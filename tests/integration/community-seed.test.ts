import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { listCommunities } from "@core/community/community-store";
import { communitiesFor } from "@core/community/membership";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("community-seed");
  await seedDemoAccounts(svc);
});

describe("the demo communities", () => {
  it("seeds the six communities with the demo members, and a second run changes nothing", async () => {
    await seedDemoCommunities(svc);
    await seedDemoCommunities(svc);
    const communities = await listCommunities(svc.table);
    expect(communities.map((c) => c.name)).toEqual([
      "Car Care",
      "Electric Vehicles",
      "Parking Tips",
      "Road Trips",
      "Traffic and Commuting",
      "Two Wheelers",
    ]);
    const counts = Object.fromEntries(communities.map((c) => [c.name, c.memberCount]));
    expect(counts).toEqual({
      "Car Care": 1,
      "Electric Vehicles": 2,
      "Parking Tips": 3,
      "Road Trips": 2,
      "Traffic and Commuting": 1,
      "Two Wheelers": 2,
    });
    const moderator = await findUserByEmail(svc.table, "moderator@example.com");
    for (const c of communities) {
      expect(c.moderators).toEqual([moderator?.id]);
      expect(c.rules.length).toBeGreaterThanOrEqual(3);
      expect(c.rules.length).toBeLessThanOrEqual(5);
      expect((await svc.files.get(c.banner))?.contentType).toBe("image/svg+xml");
    }
    const driver = await findUserByEmail(svc.table, "driver@example.com");
    const lists = await communitiesFor(svc.table, driver!);
    expect(lists.joined.map((c) => c.name).sort()).toEqual(["Electric Vehicles", "Parking Tips", "Road Trips"]);
    expect(lists.notJoined.map((c) => c.name)).toEqual(["Car Care", "Traffic and Commuting", "Two Wheelers"]);
  });
});
