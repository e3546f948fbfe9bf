import { beforeAll, describe, expect, it } from "vitest";
import { COMMUNITY_MESSAGES, memberCountText, type Community } from "@core/community/community";
import { createCommunity, findCommunityByName, getCommunity, getMembership } from "@core/community/community-store";
import { communitiesFor, joinCommunity, leaveCommunity, requireMember } from "@core/community/membership";
import { ForbiddenError, NotFoundError } from "@core/errors";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("community-membership");
});

let next = 0;
async function community(overrides: Partial<Community> = {}): Promise<Community> {
  next++;
  const c: Community = {
    id: `c-${next}-${Math.random().toString(36).slice(2, 8)}`,
    name: `Test Community ${next} ${Math.random().toString(36).slice(2, 6)}`,
    description: "For tests.",
    rules: [{ _id: "r1", rule: "Be kind." }],
    banner: "",
    moderators: ["mod-1"],
    memberCount: 0,
    postCount: 0,
    createdAt: "2026-11-24T00:00:00.000Z",
    ...overrides,
  };
  await createCommunity(svc.table, c);
  return c;
}

const count = async (id: string) => (await getCommunity(svc.table, id, true))?.memberCount;

describe("joining and leaving a community", () => {
  it("counts a join and a leave, and the lists move the community between joined and not joined", async () => {
    const c = await community();
    await joinCommunity(svc.table, { id: "u-1" }, c.id);
    expect(await count(c.id)).toBe(1);
    expect(memberCountText(1)).toBe("1 member");
    const lists = await communitiesFor(svc.table, { id: "u-1" });
    expect(lists.joined.map((x) => x.id)).toContain(c.id);
    expect(lists.notJoined.map((x) => x.id)).not.toContain(c.id);

    await leaveCommunity(svc.table, { id: "u-1" }, c.id);
    expect(await count(c.id)).toBe(0);
    expect(await getMembership(svc.table, c.id, "u-1", true)).toBeUndefined();
    const after = await communitiesFor(svc.table, { id: "u-1" });
    expect(after.joined.map((x) => x.id)).not.toContain(c.id);
    expect(after.notJoined.map((x) => x.id)).toContain(c.id);
    expect(memberCountText(0)).toBe("0 members");
    // Issue 35: in Hindi, one word for one and many, digits in Indian grouping.
    expect(memberCountText(1, "hi")).toBe("1 सदस्य");
    expect(memberCountText(123456, "hi")).toBe("1,23,456 सदस्य");
  });

  it("keeps the count exact when 40 members join at once, and when they all leave at once", async () => {
    const c = await community();
    const people = Array.from({ length: 40 }, (_, i) => ({ id: `racer-${i}` }));
    await Promise.all(people.map((p) => joinCommunity(svc.table, p, c.id)));
    expect(await count(c.id)).toBe(40);
    await Promise.all(people.map((p) => leaveCommunity(svc.table, p, c.id)));
    expect(await count(c.id)).toBe(0);
  });

  it("counts one member once, however many times they join or leave at the same moment", async () => {
    const c = await community();
    const results = await Promise.all(Array.from({ length: 10 }, () => joinCommunity(svc.table, { id: "double" }, c.id)));
    expect(results.every((m) => m.userId === "double")).toBe(true);
    expect(await count(c.id)).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => leaveCommunity(svc.table, { id: "double" }, c.id)));
    expect(await count(c.id)).toBe(0);
    await leaveCommunity(svc.table, { id: "never-joined" }, c.id);
    expect(await count(c.id)).toBe(0);
  });

  it("refuses a moderator who tries to leave, and an unknown community", async () => {
    const c = await community({ moderators: ["mod-9"] });
    const joined = await joinCommunity(svc.table, { id: "mod-9" }, c.id);
    expect(joined.role).toBe("moderator");
    await expect(leaveCommunity(svc.table, { id: "mod-9" }, c.id)).rejects.toThrow(COMMUNITY_MESSAGES.moderatorCannotLeave);
    expect(await count(c.id)).toBe(1);
    await expect(joinCommunity(svc.table, { id: "u-2" }, "no-such-community")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("members only", () => {
  it("lets members and the community's moderators in, and refuses anyone else the same way whether or not the community exists", async () => {
    const c = await community({ moderators: ["mod-only"] });
    await joinCommunity(svc.table, { id: "member" }, c.id);
    expect((await requireMember(svc.table, { id: "member" }, c.id)).membership.role).toBe("member");
    expect((await requireMember(svc.table, { id: "mod-only" }, c.id)).membership.role).toBe("moderator");
    const refusal = (id: string, communityId: string) => requireMember(svc.table, { id }, communityId);
    await expect(refusal("stranger", c.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(refusal("stranger", "no-such-community")).rejects.toThrow(COMMUNITY_MESSAGES.notMember);
    await expect(refusal("stranger", "x".repeat(500))).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("finds a community by its name whatever the case and spacing", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const c = await community({ name: `Road  Trips ${tag}` });
    expect((await findCommunityByName(svc.table, ` road trips ${tag.toUpperCase()}`))?.id).toBe(c.id);
    expect(await findCommunityByName(svc.table, "road")).toBeUndefined();
    expect(await findCommunityByName(svc.table, "   ")).toBeUndefined();
  });
});
