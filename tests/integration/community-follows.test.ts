import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, getUser } from "@core/account/user-store";
import { FOLLOW_MESSAGES } from "@core/community/follow";
import { followingFeed, userPosts } from "@core/community/feeds";
import { followCountsOf, followingSince, followMember, listFollowing, unfollowMember } from "@core/community/follows";
import { createPost } from "@core/community/posts";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { bearer, call, createHandlerTestServices, signInDemoMembers } from "../support/api";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";

let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-follows");
});

const counts = async (id: string) => followCountsOf((await getUser(svc.table, id))!);

describe("follows in core", () => {
  it("follows and unfollows once each, with both members' counters and the date it began", async () => {
    const [me, them] = await makeMembers(svc, 2);
    const since = new Date("2026-11-20T09:30:00Z");
    expect(await followMember(svc.table, me!, them!.id, since)).toEqual({ followingSince: since.toISOString() });
    // A second follow keeps the first date and counts nothing.
    expect(await followMember(svc.table, me!, them!.id, new Date("2026-11-24T09:30:00Z"))).toEqual({ followingSince: since.toISOString() });
    expect(await counts(me!.id)).toEqual({ followers: 0, following: 1 });
    expect(await counts(them!.id)).toEqual({ followers: 1, following: 0 });
    expect(await followingSince(svc.table, me!.id, them!.id)).toBe(since.toISOString());
    await unfollowMember(svc.table, me!, them!.id);
    await unfollowMember(svc.table, me!, them!.id);
    expect(await counts(me!.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(them!.id)).toEqual({ followers: 0, following: 0 });
    expect(await followingSince(svc.table, me!.id, them!.id)).toBeUndefined();
  });

  it("refuses following oneself, an unknown member and a moderator (by role or by moderating a community), but lets one unfollow a moderator", async () => {
    const me = await makeMember(svc);
    const byRole = await makeMember(svc, "Role Moderator", "moderator");
    const byCommunity = await makeMember(svc, "Community Moderator");
    await makeCommunity(svc, [me], [byCommunity]);
    await expect(followMember(svc.table, me, me.id)).rejects.toThrow(FOLLOW_MESSAGES.self);
    await expect(followMember(svc.table, me, me.id)).rejects.toBeInstanceOf(ValidationError);
    await expect(followMember(svc.table, me, "no-such-member")).rejects.toBeInstanceOf(NotFoundError);
    for (const moderator of [byRole, byCommunity]) {
      const refused = followMember(svc.table, me, moderator.id);
      await expect(refused).rejects.toBeInstanceOf(ForbiddenError);
      await expect(followMember(svc.table, me, moderator.id)).rejects.toThrow(FOLLOW_MESSAGES.moderator);
    }
    expect(await counts(byRole.id)).toEqual({ followers: 0, following: 0 });
    await unfollowMember(svc.table, me, byRole.id);
  });

  it("counts 30 members following one member at once exactly, one member's 10 follows at once once, and 30 unfollows at once", async () => {
    const star = await makeMember(svc, "Popular Rider");
    const fans = await makeMembers(svc, 30, "Fan");
    await Promise.all(fans.map((fan) => followMember(svc.table, fan, star.id)));
    expect((await counts(star.id)).followers).toBe(30);
    expect((await Promise.all(fans.map((fan) => counts(fan.id)))).every((c) => c.following === 1)).toBe(true);

    const eager = await makeMember(svc, "Eager Fan");
    const results = await Promise.all(Array.from({ length: 10 }, () => followMember(svc.table, eager, star.id)));
    expect(new Set(results.map((r) => r.followingSince)).size).toBe(1);
    expect((await counts(star.id)).followers).toBe(31);
    expect((await counts(eager.id)).following).toBe(1);

    await Promise.all(fans.map((fan) => unfollowMember(svc.table, fan, star.id)));
    expect((await counts(star.id)).followers).toBe(1);
  });

  it("lists whom a member follows, most recently followed first, with the date", async () => {
    const me = await makeMember(svc);
    const [a, b, c] = await makeMembers(svc, 3, "Followed");
    await followMember(svc.table, me, b!.id, new Date("2026-11-01T00:00:00Z"));
    await followMember(svc.table, me, a!.id, new Date("2026-11-03T00:00:00Z"));
    await followMember(svc.table, me, c!.id, new Date("2026-11-02T00:00:00Z"));
    const { entries, cursor } = await listFollowing(svc.table, me);
    expect(entries.map((e) => [e.user.id, e.followingSince])).toEqual([
      [a!.id, "2026-11-03T00:00:00.000Z"],
      [c!.id, "2026-11-02T00:00:00.000Z"],
      [b!.id, "2026-11-01T00:00:00.000Z"],
    ]);
    expect(cursor).toBeUndefined();
  });
});

describe("the following feed and a member's posts in core", () => {
  it("merges the followed members' posts in this community newest first, 10 a page, each once", async () => {
    const [me, a, b, stranger] = await makeMembers(svc, 4);
    const c = await makeCommunity(svc, [me!, a!, b!, stranger!]);
    const elsewhere = await makeCommunity(svc, [me!, a!]);
    await followMember(svc.table, me!, a!.id);
    await followMember(svc.table, me!, b!.id);
    const start = Date.parse("2026-11-24T10:00:00Z");
    for (let i = 0; i < 23; i++) {
      // a and b interleave unevenly; the stranger and a's posts elsewhere must not show.
      const author = i % 3 === 0 ? b! : a!;
      await createPost(svc.table, author, c.id, { content: `Followed post number ${i}` }, new Date(start + i * 60_000));
    }
    await createPost(svc.table, stranger!, c.id, { content: "Not followed, not shown." }, new Date(start + 99 * 60_000));
    await createPost(svc.table, a!, elsewhere.id, { content: "Another community, not shown." }, new Date(start + 98 * 60_000));

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await followingFeed(svc.table, me!, c.id, { cursor });
      expect(page.total).toBe(23);
      expect(page.posts.length).toBeLessThanOrEqual(10);
      seen.push(...page.posts.map((p) => p.content));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Followed post number ${22 - i}`));

    await expect(followingFeed(svc.table, await makeMember(svc), c.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(followingFeed(svc.table, me!, c.id, { cursor: "not-a-cursor" })).rejects.toThrow("Invalid page cursor.");
    // Following nobody here: an empty page, no cursor.
    expect(await followingFeed(svc.table, stranger!, c.id)).toMatchObject({ posts: [], total: 0 });
  });

  it("shows a member's posts only to themselves and to followers, and only in communities the viewer can see", async () => {
    const [author, follower, other] = await makeMembers(svc, 3);
    const shared = await makeCommunity(svc, [author!, follower!, other!]);
    const authorsOnly = await makeCommunity(svc, [author!]);
    for (let i = 0; i < 12; i++)
      await createPost(svc.table, author!, shared.id, { content: `${TIP} ${i}` }, new Date(Date.UTC(2026, 10, 1, 10, i)));
    await createPost(svc.table, author!, authorsOnly.id, { content: "Only for the other community." });

    await expect(userPosts(svc.table, other!, author!.id)).rejects.toThrow(FOLLOW_MESSAGES.postsHidden);
    await followMember(svc.table, follower!, author!.id);
    const first = await userPosts(svc.table, follower!, author!.id);
    expect(first.total).toBe(12);
    expect(first.posts).toHaveLength(10);
    expect(first.posts[0]!.content).toBe(`${TIP} 11`);
    const second = await userPosts(svc.table, follower!, author!.id, { cursor: first.cursor });
    expect(second.posts.map((p) => p.content)).toEqual([`${TIP} 1`, `${TIP} 0`]);
    expect(second.cursor).toBeUndefined();
    // The author sees their own, in both communities.
    expect((await userPosts(svc.table, author!, author!.id)).total).toBe(13);
    await unfollowMember(svc.table, follower!, author!.id);
    await expect(userPosts(svc.table, follower!, author!.id)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("follows API (spec §7: PATCH /users/{id}/follow|unfollow, GET /users/following, GET /posts/{id}/following, /userPosts)", () => {
  let driver: string;
  let asha: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    ({ driver, asha } = await signInDemoMembers(svc));
    const idOf = async (email: string) => (await findUserByEmail(svc.table, email))!.id;
    ids = {
      driver: await idOf("driver@example.com"),
      asha: await idOf("asha@example.com"),
      moderator: await idOf("moderator@example.com"),
    };
  });

  it("answers 401 without a token on every new path", async () => {
    for (const [method, path] of [
      ["PATCH", "/api/users/x/follow"],
      ["PATCH", "/api/users/x/unfollow"],
      ["GET", "/api/users/following"],
      ["GET", "/api/posts/parking-tips/following"],
      ["GET", "/api/posts/x/userPosts"],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("follows a member, whose post then shows under 'You're following' and on their profile, and unfollows", async () => {
    const tip = (
      await call("POST", "/api/posts", {
        headers: bearer(asha),
        json: { content: "Scooter bays are free before 9 am.", communityId: "parking-tips" },
      })
    ).body.post;
    expect((await call("GET", `/api/posts/${ids.asha}/userPosts`, { headers: bearer(driver) })).status).toBe(403);

    const followed = await call("PATCH", `/api/users/${ids.asha}/follow`, { headers: bearer(driver) });
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ isFollowing: true, followingSince: expect.any(String) });
    const following = await call("GET", "/api/users/following", { headers: bearer(driver) });
    expect(following.body).toEqual([
      {
        _id: ids.asha,
        avatar: expect.any(String),
        name: "Asha Rao",
        location: expect.any(String),
        followingSince: followed.body.followingSince,
      },
    ]);
    const feed = await call("GET", "/api/posts/parking-tips/following", { headers: bearer(driver) });
    expect(feed.status).toBe(200);
    expect(feed.body).toMatchObject({ totalCommunityPosts: 1, nextCursor: null });
    expect(feed.body.formattedPosts.map((p: { _id: string }) => p._id)).toEqual([tip._id]);
    expect(feed.body.formattedPosts[0]).toMatchObject({ user: { _id: ids.asha, name: "Asha Rao" }, community: { _id: "parking-tips" } });
    const theirs = await call("GET", `/api/posts/${ids.asha}/userPosts`, { headers: bearer(driver) });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ totalPosts: 1, nextCursor: null });
    expect(theirs.body.formattedPosts[0]._id).toBe(tip._id);

    const unfollowed = await call("PATCH", `/api/users/${ids.asha}/unfollow`, { headers: bearer(driver) });
    expect(unfollowed.body).toMatchObject({ isFollowing: false });
    expect((await call("GET", "/api/users/following", { headers: bearer(driver) })).body).toEqual([]);
    expect((await call("GET", "/api/posts/parking-tips/following", { headers: bearer(driver) })).body.formattedPosts).toEqual([]);
    const hidden = await call("GET", `/api/posts/${ids.asha}/userPosts`, { headers: bearer(driver) });
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe("Follow this member to see their posts.");
  });

  it("refuses following a moderator or oneself with a message, and the following feed of a community one is not in", async () => {
    const moderator = await call("PATCH", `/api/users/${ids.moderator}/follow`, { headers: bearer(driver) });
    expect(moderator.status).toBe(403);
    expect(moderator.body.message).toBe("Moderators cannot be followed.");
    const self = await call("PATCH", `/api/users/${ids.driver}/follow`, { headers: bearer(driver) });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot follow yourself.");
    expect((await call("GET", "/api/posts/road-trips/following", { headers: bearer(asha) })).status).toBe(403);
    expect((await call("GET", "/api/posts/no-such-community/following", { headers: bearer(asha) })).status).toBe(403);
  });
});
