import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@core/account/user";
import { activeBan } from "@core/moderation/bans";
import { getMembership } from "@core/community/community-store";
import { readModLog } from "@core/moderation/mod-log";
import { MODERATOR_MESSAGES } from "@core/community/moderator-rule";
import { MODERATION_MESSAGES } from "@core/moderation/moderation-texts";
import { getPost } from "@core/community/post-store";
import { createPost } from "@core/community/posts";
import { reportPost } from "@core/moderation/reports";
import type { Services } from "@core/services";
import { signAccessToken } from "@core/session/access-token";
import { bearer, call, createHandlerTestServices } from "../support/api";
import { TEST_SECRETS } from "../support/local-services";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";

/**
 * The moderation API (spec §7; issue 13), as an authorization matrix: each call is tried by a
 * signed-out visitor, a member, a moderator of another community and a member token of an admin
 * account — each refused, nothing changed — and then by the community's moderator.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("moderation-api");
});

const tokenOf = (user: User) =>
  signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud: "user" }, TEST_SECRETS.TOKEN_SECRET);

async function setting() {
  const [mod, otherMod, member, reporter] = await makeMembers(svc, 4, "Api mod");
  const admin = await makeMember(svc, "Api admin", "admin");
  const community = await makeCommunity(svc, [member!, reporter!], [mod!]);
  await makeCommunity(svc, [], [otherMod!]);
  const { post } = await createPost(svc.table, member!, community.id, { content: TIP });
  await reportPost(svc.table, reporter!, { postId: post.id, reportReason: "Spam" });
  return { mod: mod!, otherMod: otherMod!, member: member!, reporter: reporter!, admin, community, post };
}

describe("the moderation API's authorization matrix", () => {
  it("refuses every call to all but this community's moderator (401 signed out, 403 otherwise), and nothing changes", async () => {
    const s = await setting();
    const c = s.community.id;
    const calls: [string, string, Record<string, unknown>?][] = [
      ["GET", `/api/communities/${c}/reported-posts`],
      ["GET", `/api/communities/${c}/members`],
      ["GET", `/api/communities/${c}/moderators`],
      ["GET", `/api/communities/${c}/banned`],
      ["GET", `/api/communities/${c}/mod-log`],
      ["POST", `/api/communities/${c}/ban/${s.member.id}`, { reason: "Spam", length: "1d" }],
      ["POST", `/api/communities/${c}/unban/${s.member.id}`, { reason: "Sorry" }],
      ["DELETE", `/api/communities/reported-posts/${s.post.id}`, { reason: "Spam" }],
      ["POST", `/api/communities/reported-posts/${s.post.id}/dismiss`, {}],
    ];
    const people: [string, Record<string, string>, number][] = [
      ["signed out", {}, 401],
      ["a member", bearer(tokenOf(s.reporter)), 403],
      ["a moderator of another community", bearer(tokenOf(s.otherMod)), 403],
      // A member token of an admin account opens nothing at all (issue 28: admins have no member token).
      ["an admin account that moderates nothing here", bearer(tokenOf(s.admin)), 401],
    ];
    for (const [method, path, json] of calls) {
      for (const [who, headers, status] of people) {
        const res = await call(method, path, { headers, ...(json ? { json } : {}) });
        expect(res.status, `${who}: ${method} ${path}`).toBe(status);
        if (status === 403) expect(res.body).toEqual({ message: MODERATOR_MESSAGES.notModerator });
      }
    }
    expect(await getMembership(svc.table, c, s.member.id, true)).toBeDefined();
    expect(await activeBan(svc.table, c, s.member.id)).toBeUndefined();
    expect((await getPost(svc.table, s.post.id, true))?.reportCount).toBe(1);
    expect((await readModLog(svc.table, c)).entries).toEqual([]);
  });

  it("lets the moderator read the lists, ban and unban, and remove a reported post", async () => {
    const s = await setting();
    const c = s.community.id;
    const as = bearer(tokenOf(s.mod));
    const reported = await call("GET", `/api/communities/${c}/reported-posts`, { headers: as });
    expect(reported.status).toBe(200);
    expect(reported.body.reportedPosts).toEqual([
      expect.objectContaining({
        _id: s.post.id,
        reportCount: 1,
        reasons: [{ reason: "Spam", count: 1 }],
        author: { _id: s.member.id, name: s.member.name },
      }),
    ]);
    const members = await call("GET", `/api/communities/${c}/members`, { headers: as });
    expect(members.body.members.map((m: { _id: string }) => m._id).sort()).toEqual([s.member.id, s.reporter.id].sort());
    expect((await call("GET", `/api/communities/${c}/moderators`, { headers: as })).body.moderators).toEqual([
      { _id: s.mod.id, userId: s.mod.id, name: s.mod.name },
    ]);

    const bad = await call("POST", `/api/communities/${c}/ban/${s.member.id}`, { headers: as, json: { reason: "", length: "1d" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please give a reason for the ban.");
    const self = await call("POST", `/api/communities/${c}/ban/${s.mod.id}`, { headers: as, json: { reason: "x", length: "1d" } });
    expect(self.status).toBe(400);

    const banned = await call("POST", `/api/communities/${c}/ban/${s.member.id}`, { headers: as, json: { reason: "Spam", length: "7d" } });
    expect(banned.status).toBe(201);
    expect((await call("GET", `/api/communities/${c}/banned`, { headers: as })).body.banned).toEqual([
      expect.objectContaining({ userId: s.member.id, reason: "Spam", length: "7d" }),
    ]);
    // The banned member's own calls are refused, with until when.
    const join = await call("POST", `/api/communities/${c}/join`, { headers: bearer(tokenOf(s.member)) });
    expect(join.status).toBe(403);
    expect(join.body.message).toMatch(/^You are banned from /);
    expect((await call("POST", `/api/communities/${c}/unban/${s.member.id}`, { headers: as, json: {} })).status).toBe(200);
    expect((await call("POST", `/api/communities/${c}/join`, { headers: bearer(tokenOf(s.member)) })).status).toBe(200);

    const removed = await call("DELETE", `/api/communities/reported-posts/${s.post.id}`, { headers: as, json: { reason: "Advert" } });
    expect(removed.status).toBe(200);
    expect(await getPost(svc.table, s.post.id, true)).toBeUndefined();
    const log = await call("GET", `/api/communities/${c}/mod-log`, { headers: as });
    expect(log.body.entries.map((e: { action: string }) => e.action)).toEqual(["remove-post", "unban", "ban"]);
  });

  it("removes a reported post with no body at all (spec §7: payload none), mailing the author the standard text", async () => {
    const s = await setting();
    const removalMails = async () =>
      (await svc.outbox!.list()).filter((m) => m.to === s.member.email && m.subject === MODERATION_MESSAGES.removedSubject);
    const before = (await removalMails()).length;
    const removed = await call("DELETE", `/api/communities/reported-posts/${s.post.id}`, { headers: bearer(tokenOf(s.mod)) });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "The post is removed.", removed: true });
    expect(await getPost(svc.table, s.post.id, true)).toBeUndefined();
    expect((await readModLog(svc.table, s.community.id)).entries[0]).toMatchObject({
      action: "remove-post",
      postId: s.post.id,
      reason: MODERATION_MESSAGES.standardRemovalReason,
    });
    const mails = await removalMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain(`Their reason: ${MODERATION_MESSAGES.standardRemovalReason}`);
  });

  it("still mails a reason given to the API, and refuses one that is too long (nothing removed)", async () => {
    const s = await setting();
    const as = bearer(tokenOf(s.mod));
    const long = await call("DELETE", `/api/communities/reported-posts/${s.post.id}`, { headers: as, json: { reason: "x".repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MODERATION_MESSAGES.reasonTooLong);
    expect(await getPost(svc.table, s.post.id, true)).toBeDefined();
    const removed = await call("DELETE", `/api/communities/reported-posts/${s.post.id}`, {
      headers: as,
      json: { reason: "Selling tyres." },
    });
    expect(removed.status).toBe(200);
    expect((await readModLog(svc.table, s.community.id)).entries[0]).toMatchObject({ action: "remove-post", reason: "Selling tyres." });
  });
});
