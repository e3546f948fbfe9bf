import { beforeAll, describe, expect, it } from "vitest";
import { activeBan, BAN_MESSAGES, banMember, endedBan, listBans, unbanMember } from "@core/moderation/bans";
import { communityPath } from "@core/community/community";
import { getCommunity, getMembership } from "@core/community/community-store";
import { joinCommunity, requireMember } from "@core/community/membership";
import { readModLog } from "@core/moderation/mod-log";
import {
  communityMembers,
  communityModerators,
  dismissReports,
  removeReportedPost,
  reportedPosts,
} from "@core/moderation/moderation-queue";
import { MODERATOR_MESSAGES } from "@core/community/moderator-rule";
import { MODERATION_MESSAGES } from "@core/moderation/moderation-texts";
import { getPost } from "@core/community/post-store";
import { createPost } from "@core/community/posts";
import { readReportQueue, reportPost } from "@core/moderation/reports";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import type { User } from "@core/account/user";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";

/**
 * The moderation core (issue 13): bans, reported posts and the mod log, on DynamoDB Local. Every
 * action is tried by the wrong people first (a member, a moderator of another community, an admin
 * account that moderates nothing) and must change nothing; then by the community's moderator.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("moderation");
});

async function setting() {
  const [mod, otherMod, member, reporter, bystander] = await makeMembers(svc, 5, "Mod test");
  const admin = await makeMember(svc, "Admin account", "admin");
  const community = await makeCommunity(svc, [member!, reporter!, bystander!], [mod!]);
  const other = await makeCommunity(svc, [], [otherMod!]);
  void other;
  const { post } = await createPost(svc.table, member!, community.id, { content: TIP });
  await reportPost(svc.table, reporter!, { postId: post.id, reportReason: "Spam", communityId: community.id });
  await reportPost(svc.table, bystander!, { postId: post.id, reportReason: "Spam", details: "Selling tyres." });
  return { mod: mod!, otherMod: otherMod!, member: member!, reporter: reporter!, admin, community, post };
}

const wrongPeople = (s: Awaited<ReturnType<typeof setting>>): [string, User][] => [
  ["a member", s.reporter],
  ["a moderator of another community", s.otherMod],
  ["an admin account that moderates nothing here", s.admin],
];

describe("who may moderate", () => {
  it("refuses every moderation action to anyone but this community's moderators, and nothing changes", async () => {
    const s = await setting();
    for (const [who, person] of wrongPeople(s)) {
      const refused = (p: Promise<unknown>) => expect(p, who).rejects.toThrow(MODERATOR_MESSAGES.notModerator);
      await refused(banMember(svc.table, person, s.community.id, s.member.id, { reason: "Spam", length: "1d" }));
      await refused(unbanMember(svc, person, s.community.id, s.member.id));
      await refused(reportedPosts(svc.table, person, s.community.id));
      await refused(removeReportedPost(svc, person, s.post.id, { reason: "Spam" }));
      await refused(dismissReports(svc.table, person, s.post.id));
      await refused(communityMembers(svc.table, person, s.community.id));
      await refused(communityModerators(svc.table, person, s.community.id));
    }
    expect(await getMembership(svc.table, s.community.id, s.member.id, true)).toBeDefined();
    expect(await activeBan(svc.table, s.community.id, s.member.id)).toBeUndefined();
    expect((await getPost(svc.table, s.post.id, true))?.reportCount).toBe(2);
    expect((await readModLog(svc.table, s.community.id)).entries).toEqual([]);
    await expect(reportedPosts(svc.table, s.mod, "no-such-community")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("bans", () => {
  it("bans a member for a day: out of the members and the count, cannot join or post, told until when; logged", async () => {
    const s = await setting();
    const before = (await getCommunity(svc.table, s.community.id, true))!.memberCount;
    const now = new Date();
    const ban = await banMember(svc.table, s.mod, s.community.id, s.member.id, { reason: "Repeated spam", length: "1d" }, now);
    expect(Date.parse(ban.until!) - now.getTime()).toBe(86_400_000);
    expect(await getMembership(svc.table, s.community.id, s.member.id, true)).toBeUndefined();
    expect((await getCommunity(svc.table, s.community.id, true))!.memberCount).toBe(before - 1);
    const told = BAN_MESSAGES.banned(s.community.name, ban.until);
    expect(told).toMatch(/^You are banned from Community \w+ until .*\d.*\.$/);
    await expect(joinCommunity(svc.table, s.member, s.community.id)).rejects.toThrow(told);
    await expect(requireMember(svc.table, s.member, s.community.id)).rejects.toThrow(told);
    await expect(createPost(svc.table, s.member, s.community.id, { content: TIP })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await listBans(svc.table, s.community)).map((b) => [b.userId, b.reason, b.length])).toEqual([
      [s.member.id, "Repeated spam", "1d"],
    ]);
    const [entry] = (await readModLog(svc.table, s.community.id)).entries;
    expect(entry).toMatchObject({ actorId: s.mod.id, action: "ban", targetUserId: s.member.id, reason: "Repeated spam", detail: "1 day" });

    // The ban ends by itself: a day later the member may join again.
    const later = new Date(now.getTime() + 86_400_000 + 1000);
    expect(await activeBan(svc.table, s.community.id, s.member.id, later)).toBeUndefined();
    await joinCommunity(svc.table, s.member, s.community.id, later);
    expect(await getMembership(svc.table, s.community.id, s.member.id, true)).toBeDefined();
  });

  it("unban lets the member join again (not re-added); a second unban is refused", async () => {
    const s = await setting();
    await banMember(svc.table, s.mod, s.community.id, s.member.id, { reason: "Abuse", length: "permanent" });
    await expect(joinCommunity(svc.table, s.member, s.community.id)).rejects.toThrow(BAN_MESSAGES.banned(s.community.name, null));
    expect(await endedBan(svc.table, s.community.id, s.member.id)).toBeUndefined();
    await unbanMember(svc, s.mod, s.community.id, s.member.id, { reason: "Apologised" });
    expect(await getMembership(svc.table, s.community.id, s.member.id, true)).toBeUndefined();
    // Issue 29: the lifted ban stays as over (for the pages' notice), and the member is mailed a link to join again.
    expect(await activeBan(svc.table, s.community.id, s.member.id)).toBeUndefined();
    expect(await listBans(svc.table, s.community)).toEqual([]);
    expect(await endedBan(svc.table, s.community.id, s.member.id)).toMatchObject({ userId: s.member.id, liftedAt: expect.any(String) });
    const mail = (await svc.outbox!.list()).find(
      (m) => m.to === s.member.email && m.subject === BAN_MESSAGES.liftedSubject(s.community.name),
    );
    expect(mail?.text).toContain(BAN_MESSAGES.mayJoinAgain(s.community.name, true));
    expect(mail?.text).toContain(`Join ${s.community.name}: ${new URL(communityPath(s.community.name), svc.config.APP_URL).toString()}`);
    await joinCommunity(svc.table, s.member, s.community.id);
    await expect(unbanMember(svc, s.mod, s.community.id, s.member.id)).rejects.toThrow(BAN_MESSAGES.notBanned);
    expect((await readModLog(svc.table, s.community.id)).entries.map((e) => e.action)).toEqual(["unban", "ban"]);
  });

  it("refuses banning yourself, another moderator, an unknown user, or without a reason or length", async () => {
    const s = await setting();
    const second = await makeMember(svc, "Second mod");
    const c = await makeCommunity(svc, [s.member], [s.mod, second]);
    await expect(banMember(svc.table, s.mod, c.id, s.mod.id, { reason: "x", length: "1d" })).rejects.toThrow(BAN_MESSAGES.self);
    await expect(banMember(svc.table, s.mod, c.id, second.id, { reason: "x", length: "1d" })).rejects.toThrow(BAN_MESSAGES.moderator);
    await expect(banMember(svc.table, s.mod, c.id, "nobody", { reason: "x", length: "1d" })).rejects.toThrow(BAN_MESSAGES.noSuchMember);
    await expect(banMember(svc.table, s.mod, c.id, s.member.id, { reason: " ", length: "1d" })).rejects.toThrow(
      BAN_MESSAGES.reasonRequired,
    );
    await expect(banMember(svc.table, s.mod, c.id, s.member.id, { reason: "x", length: "2h" })).rejects.toBeInstanceOf(ValidationError);
    expect(await listBans(svc.table, c)).toEqual([]);
    expect((await readModLog(svc.table, c.id)).entries).toEqual([]);
  });

  it("two moderators banning and unbanning one member at once end consistent, and a racing join never outlives a ban", async () => {
    const s = await setting();
    const second = await makeMember(svc, "Second mod");
    const c = await makeCommunity(svc, [s.member], [s.mod, second]);
    for (let round = 0; round < 5; round++) {
      await Promise.allSettled([
        banMember(svc.table, s.mod, c.id, s.member.id, { reason: `Round ${round}`, length: "7d" }),
        unbanMember(svc, second, c.id, s.member.id),
        joinCommunity(svc.table, s.member, c.id),
      ]);
      const [ban, membership, community] = await Promise.all([
        activeBan(svc.table, c.id, s.member.id),
        getMembership(svc.table, c.id, s.member.id, true),
        getCommunity(svc.table, c.id, true),
      ]);
      // Never both banned and a member; the count is the members there are.
      expect(Boolean(ban) && Boolean(membership)).toBe(false);
      expect(community!.memberCount).toBe(membership ? 1 : 0);
      if (ban) await unbanMember(svc, s.mod, c.id, s.member.id);
      await joinCommunity(svc.table, s.member, c.id);
    }
    // Every action that happened is logged: bans and unbans alternate in what the log holds.
    const log = (await readModLog(svc.table, c.id, { limit: 100 })).entries;
    expect(log.filter((e) => e.action === "ban")).toHaveLength(5);
  });
});

describe("reported posts", () => {
  it("lists reported posts with reasons and counts; dismissing clears them, logged", async () => {
    const s = await setting();
    const { posts } = await reportedPosts(svc.table, s.mod, s.community.id);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ reportCount: 2, reasons: [{ reason: "Spam", count: 2 }], details: ["Selling tyres."] });
    await dismissReports(svc.table, s.mod, s.post.id, { reason: "Not spam" });
    expect((await reportedPosts(svc.table, s.mod, s.community.id)).posts).toEqual([]);
    expect((await getPost(svc.table, s.post.id, true))?.reportCount ?? 0).toBe(0);
    await expect(dismissReports(svc.table, s.mod, s.post.id)).rejects.toBeInstanceOf(ValidationError);
    expect((await readModLog(svc.table, s.community.id)).entries[0]).toMatchObject({
      action: "dismiss-reports",
      postId: s.post.id,
      reason: "Not spam",
    });
  });

  it("removes a reported post: gone from the community and the queue, its author mailed the reason, logged", async () => {
    const s = await setting();
    const before = (await getCommunity(svc.table, s.community.id, true))!.postCount;
    await expect(removeReportedPost(svc, s.mod, s.post.id, { reason: "" })).rejects.toBeInstanceOf(ValidationError);
    await expect(removeReportedPost(svc, s.mod, s.post.id, { reason: "x".repeat(501) })).rejects.toThrow(MODERATION_MESSAGES.reasonTooLong);
    await removeReportedPost(svc, s.mod, s.post.id, { reason: "Advertising is not allowed here." });
    expect(await getPost(svc.table, s.post.id, true)).toBeUndefined();
    expect((await getCommunity(svc.table, s.community.id, true))!.postCount).toBe(before - 1);
    expect((await readReportQueue(svc.table, s.community.id)).entries).toEqual([]);
    expect((await readModLog(svc.table, s.community.id)).entries[0]).toMatchObject({
      action: "remove-post",
      postId: s.post.id,
      targetUserId: s.member.id,
      reason: "Advertising is not allowed here.",
    });
    await expect(removeReportedPost(svc, s.mod, s.post.id, { reason: "again" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lists members and moderators for the moderator", async () => {
    const s = await setting();
    const { members } = await communityMembers(svc.table, s.mod, s.community.id);
    expect(members.map((m) => m.userId).sort()).toEqual(
      [s.member.id, s.reporter.id, members.find((m) => m.userId !== s.member.id && m.userId !== s.reporter.id)!.userId].sort(),
    );
    expect(await communityModerators(svc.table, s.mod, s.community.id)).toEqual([{ userId: s.mod.id, name: s.mod.name }]);
  });
});
