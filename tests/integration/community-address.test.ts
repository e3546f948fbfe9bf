import { beforeAll, describe, expect, it } from "vitest";
import { BAN_MESSAGES, banMember, unbanMember } from "@core/moderation/bans";
import { communityPath, communitySlug, COMMUNITY_MESSAGES } from "@core/community/community";
import { createCommunityAsAdmin } from "@core/community/community-admin";
import { COMMUNITY_ADMIN_MESSAGES } from "@core/community/community-admin-schema";
import { findCommunityByAddress } from "@core/community/community-store";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember, makeMembers } from "../support/community";
import { signedInRequest } from "../support/web";

/**
 * Issue 29 item 1 and 12: a community is opened at its readable address (/community/parking-tips),
 * the display-name form answers 301 to it, the lists link every card there, a non-member is asked to
 * join, and a member whose ban was lifted is told they may join again, with the join right there.
 * The pages' loaders run in process against DynamoDB Local.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-address");
});

// The community page is an island (its route imports the islands' virtual module): its loader's two
// server helpers are called here, as it calls them.
const { communityPanel, requireCommunityMember } = await import("../../app/routes/community/parts/community-page.server");
const communityPage = {
  async loader({ request, params }: { request: Request; params: Record<string, string> }) {
    const { user, community } = await requireCommunityMember(request, params.name);
    return { panel: await communityPanel(community, user, "en") };
  },
};
const moderatorPage = await import("../../app/routes/moderation/_app.community_.$name.moderator");
const communitiesPage = await import("../../app/routes/community/_app.communities");
const myCommunitiesPage = await import("../../app/routes/community/_app.my-communities");
const accessDeniedPage = await import("../../app/routes/community/_app.access-denied");
const joinPage = await import("../../app/routes/community/_app.communities_.$id.join");

/** Runs a loader; a thrown redirect, or the thrown 404 (`data(…, {status})`), is returned as a Response instead. */
async function load<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } } | null)?.init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

async function setting() {
  const [member, stranger, mod] = await makeMembers(svc, 3, "Address");
  const community = await makeCommunity(svc, [member!], [mod!]);
  const other = await makeCommunity(svc, []);
  return { member: member!, stranger: stranger!, mod: mod!, community, other };
}

describe("the readable address", () => {
  it("is the name in lower case with hyphens, '&' as 'and', apostrophes dropped", () => {
    expect(communitySlug("Parking Tips")).toBe("parking-tips");
    expect(communitySlug("  Traffic   and Commuting ")).toBe("traffic-and-commuting");
    expect(communitySlug("Cars & Bikes")).toBe("cars-and-bikes");
    expect(communitySlug("Driver's Corner")).toBe("drivers-corner");
    expect(communityPath("Two Wheelers")).toBe("/community/two-wheelers");
  });

  it("finds the community by its slug or its display name, and nothing for another", async () => {
    const s = await setting();
    const slug = communitySlug(s.community.name);
    expect((await findCommunityByAddress(svc.table, slug))?.id).toBe(s.community.id);
    expect((await findCommunityByAddress(svc.table, s.community.name.toUpperCase()))?.id).toBe(s.community.id);
    expect(await findCommunityByAddress(svc.table, `${slug}-x`)).toBeUndefined();
    expect(await findCommunityByAddress(svc.table, "---")).toBeUndefined();
  });

  it("serves the page at the slug, and answers the display-name form (any page under it) with 301, query kept", async () => {
    const s = await setting();
    const slug = communitySlug(s.community.name);
    const page = (await communityPage.loader(args(await signedInRequest(svc, s.member.id, `/community/${slug}`), { name: slug }))) as {
      panel: { href: string; toJoin: { name: string; joinHref: string }[] };
    };
    expect(page.panel.href).toBe(`/community/${slug}`);
    // The side panel lists the communities not joined, each with its join confirmation (spec §2).
    expect(page.panel.toJoin).toContainEqual(expect.objectContaining({ name: s.other.name, joinHref: `/communities/${s.other.id}/join` }));
    expect(page.panel.toJoin.map((c) => c.name)).not.toContain(s.community.name);

    const byName = await load(async () =>
      communityPage.loader(
        args(await signedInRequest(svc, s.member.id, `/community/${encodeURIComponent(s.community.name)}?tab=following`), {
          name: s.community.name,
        }),
      ),
    );
    expect(byName).toBeInstanceOf(Response);
    expect((byName as Response).status).toBe(301);
    expect((byName as Response).headers.get("location")).toBe(`/community/${slug}?tab=following`);

    const panel = await load(async () =>
      moderatorPage.loader(
        args(await signedInRequest(svc, s.mod.id, `/community/${encodeURIComponent(s.community.name)}/moderator`), {
          name: s.community.name,
        }),
      ),
    );
    expect((panel as Response).status).toBe(301);
    expect((panel as Response).headers.get("location")).toBe(`/community/${slug}/moderator`);

    const unknown = await load(async () =>
      communityPage.loader(args(await signedInRequest(svc, s.member.id, "/community/no-such-place"), { name: "no-such-place" })),
    );
    expect((unknown as Response).status).toBe(404);
  });

  it("sends a non-member to the join confirmation, and a banned member to /access-denied with until when", async () => {
    const s = await setting();
    const slug = communitySlug(s.community.name);
    const open = async (userId: string) =>
      (await load(async () =>
        communityPage.loader(args(await signedInRequest(svc, userId, `/community/${slug}`), { name: slug })),
      )) as Response;
    expect((await open(s.stranger.id)).headers.get("location")).toBe(`/communities/${s.community.id}/join`);

    await banMember(svc.table, s.mod, s.community.id, s.member.id, { reason: "Spam", length: "permanent" });
    const banned = await open(s.member.id);
    expect(banned.headers.get("location")).toBe(`/access-denied?community=${s.community.id}`);
    const denied = await accessDeniedPage.loader(args(await signedInRequest(svc, s.member.id, banned.headers.get("location")!)));
    expect(denied).toMatchObject({ message: BAN_MESSAGES.banned(s.community.name, null), join: null });
  });
});

describe("the lists link every card to its community", () => {
  it("on /communities (joined and not) and /my-communities", async () => {
    const s = await setting();
    const lists = await communitiesPage.loader(args(await signedInRequest(svc, s.member.id, "/communities")));
    expect(lists.joined.find((c) => c._id === s.community.id)?.href).toBe(communityPath(s.community.name));
    expect(lists.notJoined.find((c) => c._id === s.other.id)?.href).toBe(communityPath(s.other.name));
    const mine = await myCommunitiesPage.loader(args(await signedInRequest(svc, s.member.id, "/my-communities")));
    expect(mine.joined.find((c) => c._id === s.community.id)?.href).toBe(communityPath(s.community.name));
  });
});

describe("after an unban (item 12)", () => {
  it("the member is asked to join, told they may join again, on the join page and on /access-denied from their post", async () => {
    const s = await setting();
    await banMember(svc.table, s.mod, s.community.id, s.member.id, { reason: "Spam", length: "7d" });
    await unbanMember(svc, s.mod, s.community.id, s.member.id);
    const slug = communitySlug(s.community.name);
    const sent = (await load(async () =>
      communityPage.loader(args(await signedInRequest(svc, s.member.id, `/community/${slug}`), { name: slug })),
    )) as Response;
    expect(sent.headers.get("location")).toBe(`/communities/${s.community.id}/join`);
    const join = (await joinPage.loader(
      args(await signedInRequest(svc, s.member.id, sent.headers.get("location")!), { id: s.community.id }),
    )) as {
      notice: string | null;
    };
    expect(join.notice).toBe(BAN_MESSAGES.mayJoinAgain(s.community.name, true));

    const denied = await accessDeniedPage.loader(
      args(await signedInRequest(svc, s.member.id, `/access-denied?community=${s.community.id}`)),
    );
    expect(denied).toMatchObject({
      message: BAN_MESSAGES.mayJoinAgain(s.community.name, true),
      join: { id: s.community.id, name: s.community.name },
    });
    // Someone never banned there is offered the join with the members-only text.
    const stranger = await accessDeniedPage.loader(
      args(await signedInRequest(svc, s.stranger.id, `/access-denied?community=${s.community.id}`)),
    );
    expect(stranger).toMatchObject({ message: COMMUNITY_MESSAGES.notMember, join: { id: s.community.id, name: s.community.name } });
  });
});

describe("the admin's names", () => {
  it("refuses a name that reads as another community's address", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const tag = Math.random().toString(36).slice(2, 7);
    await createCommunityAsAdmin(svc.table, admin, { name: `Cars & Bikes ${tag}`, description: "Both.", rules: "Be kind.", banner: "" });
    await expect(
      createCommunityAsAdmin(svc.table, admin, { name: `Cars and Bikes ${tag}`, description: "Both.", rules: "Be kind.", banner: "" }),
    ).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.nameTaken);
  });
});
