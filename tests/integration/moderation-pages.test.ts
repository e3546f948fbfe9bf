import { beforeAll, describe, expect, it } from "vitest";
import { activeBan, BAN_MESSAGES, banMember, listBans, pageOfBans } from "@core/moderation/bans";
import { getMembership } from "@core/community/community-store";
import { communityMembers } from "@core/moderation/moderation-queue";
import { MODERATOR_MESSAGES } from "@core/community/moderator-rule";
import { createPost } from "@core/community/posts";
import { reportPost } from "@core/moderation/reports";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";
import { signedInRequest } from "../support/web";
import { loader as panelLoader } from "../../app/routes/moderation/_app.community_.$name.moderator";
import { action as banAction, loader as banLoader } from "../../app/routes/moderation/_app.community_.$name.moderator_.ban.$userId";
import { action as unbanAction } from "../../app/routes/moderation/_app.community_.$name.moderator_.unban.$userId";
import { loader as reportedLoader } from "../../app/routes/moderation/_app.community_.$name.reported-post";
import { loader as mediaLoader } from "../../app/routes/community/media.posts.$id.$variant";
import { moderatorHref, reportedHref } from "../../app/routes/moderation/parts/moderation-page.server";

/**
 * The moderation pages of issue 29 (items 10 and 11), on DynamoDB Local through the routes' own
 * loaders and actions: the member search and the paged bans, the ban and unban pages (refusals on
 * the page, nothing changed), and the reported post's picture through the members-only media route.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("moderation-pages");
});

type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } };
const messages = (reply: unknown) => Object.values((reply as Reply).data.result.error ?? {}).flat();
const statusOf = (reply: unknown) => (reply as Reply).init.status;
const location = (r: unknown) => (r as Response).headers.get("Location");
const args = (request: Request, params: Record<string, string>) => ({ request, params, context: {} });

async function setting(names: string[]) {
  const mod = await makeMember(svc, "Page Moderator");
  const people = await Promise.all(names.map((name) => makeMember(svc, name)));
  const community = await makeCommunity(svc, people, [mod]);
  return { mod, people, community, path: moderatorHref(community) };
}

describe("the member list", () => {
  it("finds members by the start of their name, any case, a page at a time without gaps or repeats", async () => {
    const names = ["Asha Rao", "asha Menon", "Ravi Asha", "ASHA Iyer", "Ashok Kumar", "Asha  Pillai", "Meera"];
    const s = await setting(names);
    const wanted = s.people.filter((p) => /^asha\b/i.test(p.name)).map((p) => p.id);
    expect(wanted).toHaveLength(4);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await communityMembers(svc.table, s.mod, s.community.id, { namePrefix: "  ASHA ", limit: 3, cursor });
      seen.push(...page.members.map((m) => m.userId));
      cursor = page.cursor;
      pages++;
    } while (cursor && pages < 5);
    // The prefix is trimmed and any case: "Asha Rao", "asha Menon", "ASHA Iyer", "Asha  Pillai"; not "Ashok Kumar" nor "Ravi Asha".
    expect(seen.sort()).toEqual(wanted.sort());
    expect(pages).toBe(2);
    await expect(communityMembers(svc.table, s.people[0]!, s.community.id, { namePrefix: "a" })).rejects.toThrow(
      MODERATOR_MESSAGES.notModerator,
    );
  });

  it("the panel: a search shows matching members linked to their profiles with their ban pages; bans come in numbered pages", async () => {
    const s = await setting(["Kiran Das", "Kavya Nair", "Lata Shah"]);
    const page = await panelLoader(args(await signedInRequest(svc, s.mod.id, `${s.path}?q=ka`), { name: s.community.name }));
    expect(page.search).toBe("ka");
    expect(page.members).toEqual([
      expect.objectContaining({
        name: "Kavya Nair",
        href: `/user/${s.people[1]!.id}`,
        banHref: `${s.path}/ban/${s.people[1]!.id}`,
        moderator: false,
      }),
    ]);

    const banned = await makeMembers(svc, 12, "Banned");
    for (const person of banned) await banMember(svc.table, s.mod, s.community.id, person.id, { reason: "Spam", length: "7d" });
    const second = await panelLoader(args(await signedInRequest(svc, s.mod.id, `${s.path}?bans=2`), { name: s.community.name }));
    expect(second.bansPage).toEqual({ page: 2, pages: 2 });
    expect(second.bans).toHaveLength(2);
    expect(second.bans[0]).toMatchObject({ length: "7 days", unbanHref: `${s.path}/unban/${second.bans[0]!.userId}` });
    const all = await listBans(svc.table, s.community);
    expect(pageOfBans(all, 99, 10)).toMatchObject({ page: 2, pages: 2 });
    expect(pageOfBans(all, Number("x"), 10).page).toBe(1);
  });
});

describe("the ban page", () => {
  it("refuses a missing reason and length, and a moderator, on the page itself; nothing changes", async () => {
    const s = await setting(["Nisha Verma"]);
    const [nisha] = s.people;
    const params = { name: s.community.name, userId: nisha!.id };
    const empty = await banAction(
      args(await signedInRequest(svc, s.mod.id, `${s.path}/ban/${nisha!.id}`, { form: { reason: " " } }), params),
    );
    expect(statusOf(empty)).toBe(400);
    expect(messages(empty)).toEqual(expect.arrayContaining([BAN_MESSAGES.reasonRequired, BAN_MESSAGES.lengthRequired]));
    expect(await getMembership(svc.table, s.community.id, nisha!.id, true)).toBeDefined();

    const self = await banAction(
      args(await signedInRequest(svc, s.mod.id, `${s.path}/ban/${s.mod.id}`, { form: { reason: "Test", length: "1d" } }), {
        name: s.community.name,
        userId: s.mod.id,
      }),
    );
    expect(messages(self)).toContain(BAN_MESSAGES.self);
    const page = await banLoader(
      args(await signedInRequest(svc, s.mod.id, `${s.path}/ban/${s.mod.id}`), { name: s.community.name, userId: s.mod.id }),
    );
    expect(page).toMatchObject({ self: true, target: { moderator: true } });
    expect(await activeBan(svc.table, s.community.id, s.mod.id)).toBeUndefined();
  });

  it("bans and goes back to the panel, which says until when; a member cannot open or post it", async () => {
    const s = await setting(["Omar Sheikh", "Pooja Rao"]);
    const [omar, pooja] = s.people;
    const params = { name: s.community.name, userId: omar!.id };
    const post = (who: string) => signedInRequest(svc, who, `${s.path}/ban/${omar!.id}`, { form: { reason: "Abuse", length: "1d" } });
    await expect(banAction(args(await post(pooja!.id), params))).rejects.toSatisfy((r: Response) => location(r) === "/access-denied");
    expect(await activeBan(svc.table, s.community.id, omar!.id)).toBeUndefined();

    const done = (await banAction(args(await post(s.mod.id), params))) as Response;
    expect(done.status).toBe(302);
    expect(location(done)).toBe(`${s.path}?banned=${omar!.id}`);
    expect(await getMembership(svc.table, s.community.id, omar!.id, true)).toBeUndefined();
    const panel = await panelLoader(args(await signedInRequest(svc, s.mod.id, location(done)!), { name: s.community.name }));
    expect(panel.notice).toMatch(/^Omar Sheikh is banned until .+\.$/);

    // Unban, confirmed on its page; a second try is refused there with core's text.
    const unban = () => signedInRequest(svc, s.mod.id, `${s.path}/unban/${omar!.id}`, { method: "POST", form: {} });
    const lifted = (await unbanAction(args(await unban(), params))) as Response;
    expect(location(lifted)).toBe(`${s.path}?unbanned=${omar!.id}`);
    expect(await activeBan(svc.table, s.community.id, omar!.id)).toBeUndefined();
    const again = await unbanAction(args(await unban(), params));
    expect(statusOf(again)).toBe(400);
    expect(messages(again)).toEqual([BAN_MESSAGES.notBanned]);
  });
});

describe("reported posts with a picture", () => {
  it("show the picture through the members-only media route: the moderator (not a member) may read it, nobody outside may", async () => {
    const [author, reporter, outsider] = await makeMembers(svc, 3, "Media");
    const mod = await makeMember(svc, "Media Moderator");
    const otherMod = await makeMember(svc, "Other Moderator");
    const community = await makeCommunity(svc, [author!, reporter!], [mod]);
    await makeCommunity(svc, [outsider!], [otherMod]);
    const key = `media/${"a".repeat(32)}/full.jpg`;
    const file = { key, type: "image" as const, contentType: "image/jpeg", width: 800, height: 600, size: 1000 };
    const { post } = await createPost(svc.table, author!, community.id, { content: TIP, file });
    await reportPost(svc.table, reporter!, { postId: post.id, reportReason: "Spam", communityId: community.id });

    const path = reportedHref(community);
    const page = await reportedLoader(args(await signedInRequest(svc, mod.id, path), { name: community.name }));
    expect(page.posts[0]).toMatchObject({
      postId: post.id,
      file: { type: "image", href: `/media/posts/${post.id}/web` },
      postHref: `/post/${post.id}`,
    });

    const media = async (who: string) =>
      (await mediaLoader(
        args(await signedInRequest(svc, who, `/media/posts/${post.id}/web`), { id: post.id, variant: "web" }),
      )) as Response;
    const served = await media(mod.id);
    expect(served.status).toBe(302);
    expect(location(served)).toContain(key.split("/")[1]);
    expect((await media(reporter!.id)).status).toBe(302);
    for (const who of [outsider!, otherMod]) expect((await media(who.id)).status).toBe(403);
    // Banned, the reporter is outside too.
    await banMember(svc.table, mod, community.id, reporter!.id, { reason: "Spam", length: "1d" });
    expect((await media(reporter!.id)).status).toBe(403);
  });
});
