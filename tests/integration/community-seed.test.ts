import { beforeAll, describe, expect, it } from "vitest";
import { readProfileImage } from "@core/account/profile-image";
import { findUserByEmail, getUsers } from "@core/account/user-store";
import { userKeys, type UserItem } from "@core/account/user";
import { getMembership, listCommunities } from "@core/community/community-store";
import { communitiesFor } from "@core/community/membership";
import { authorTallies, RECENT_POST_DAYS } from "@core/community/author-stats";
import { commentsPage } from "@core/community/comments";
import { followingFeed } from "@core/community/feeds";
import { followCountsOf, listFollowing } from "@core/community/follows";
import { postKeys } from "@core/community/post";
import { publicProfile } from "@core/community/profiles";
import { communityFeed } from "@core/community/posts";
import { react } from "@core/community/reactions";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { COMMUNITY_IDS, SEED_FOLLOWS, SEED_MEMBERS, SEED_POSTS, seedMembersOf, seedPostId } from "../../infra/local/seed/community-content";
import type { SeededPostItem } from "../../infra/local/seed/community-plan";
import { COMMUNITY_SEED_MARKER_KEY, seedCommunityContent } from "../../infra/local/seed/community-posts";
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

  it("seeds the members, posts, pictures, likes and saves once, and keeps the demo accounts' memberships", async () => {
    const first = await seedCommunityContent(svc);
    expect(first).toMatchObject({ seeded: true, members: SEED_MEMBERS.length, videos: 1, follows: SEED_FOLLOWS.length });
    expect(first.comments).toBeGreaterThan(200);
    expect(await seedCommunityContent(svc)).toMatchObject({ seeded: false });

    // Counts: the demo accounts' memberships plus the seeded members', and every post counted.
    const before = {
      "car-care": 1,
      "electric-vehicles": 2,
      "parking-tips": 3,
      "road-trips": 2,
      "traffic-and-commuting": 1,
      "two-wheelers": 2,
    };
    const communities = await listCommunities(svc.table);
    const moderator = (await findUserByEmail(svc.table, "moderator@example.com"))!;
    for (const c of communities) {
      const id = c.id as (typeof COMMUNITY_IDS)[number];
      expect(c.memberCount, c.name).toBe(before[id] + seedMembersOf(id).length);
      expect(c.postCount, c.name).toBe(SEED_POSTS[id].length);
      expect(c.postCount, c.name).toBeGreaterThanOrEqual(25);
      const feed = await communityFeed(svc.table, moderator, id, { limit: 50 });
      expect(feed.posts.length, c.name).toBe(c.postCount);
      expect(feed.posts.map((p) => p.createdAt)).toEqual(
        feed.posts
          .map((p) => p.createdAt)
          .sort()
          .reverse(),
      );
    }

    // The demo accounts: the same communities as before, nothing more (e2e relies on it).
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    const asha = (await findUserByEmail(svc.table, "asha@example.com"))!;
    expect((await communitiesFor(svc.table, driver)).joined.map((c) => c.id).sort()).toEqual([
      "electric-vehicles",
      "parking-tips",
      "road-trips",
    ]);
    expect((await communitiesFor(svc.table, asha)).joined.map((c) => c.id).sort()).toEqual(["parking-tips", "two-wheelers"]);
    expect(await getMembership(svc.table, "car-care", asha.id)).toBeUndefined();
    expect(await getMembership(svc.table, "traffic-and-commuting", asha.id)).toBeUndefined();

    // Members: profile fields and a real avatar under profile-images/.
    const users = await getUsers(
      svc.table,
      SEED_MEMBERS.map((m) => m.id),
    );
    expect(users.size).toBeGreaterThanOrEqual(12);
    for (const m of SEED_MEMBERS) {
      const item = await svc.table.get<UserItem & { bio: string; location: string; interests: string }>(userKeys.item(m.id).pk, "PROFILE");
      expect(item?.email).toBe(m.email);
      expect(item?.emailVerifiedAt).toBeTruthy();
      expect(item).toMatchObject({ bio: m.bio, location: `${m.city}, ${m.state}`, interests: m.interests, city: m.city });
      const avatar = await readProfileImage(svc, item!.profileImage);
      expect(avatar?.contentType).toBe("image/jpeg");
      expect([...avatar!.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }

    // Files: the video and a picture's two sizes are in the bucket, where the post's `file` says.
    const video = await post("road-trips", 2);
    expect(video.file).toMatchObject({ type: "video", contentType: "video/mp4" });
    expect((await svc.files.get(video.file!.key))?.contentType).toBe("video/mp4");
    const picture = await post("parking-tips", 2);
    expect(picture.file).toMatchObject({ type: "image", contentType: "image/jpeg", width: 1200, height: 800 });
    expect(picture.file?.web).toMatchObject({ width: 720, height: 480, contentType: "image/jpeg" });
    for (const key of [picture.file!.key, picture.file!.web!.key]) expect((await svc.files.get(key))?.contentType).toBe("image/jpeg");

    // A sample post's counters equal its like and save items.
    await expectCountsMatchItems("parking-tips", 4);
    expect((await post("parking-tips", 4)).likeCount).toBe(SEED_POSTS["parking-tips"].find((p) => p.n === 4)!.likes!.length);
  });

  it("seeds comments, follows and the authors' tallies that the following feed and profiles read", async () => {
    // Comments: a sample post's count equals its comment items, stored as addComment stores them.
    const commented = SEED_POSTS["parking-tips"].find((p) => (p.comments?.length ?? 0) >= 3)!;
    await expectCountsMatchItems("parking-tips", commented.n);
    const comments = await commentsPage(svc.table, seedPostId("parking-tips", commented.n));
    expect(comments.comments.length).toBe(commented.comments!.length);
    expect(comments.comments.map((c) => c.content).sort()).toEqual(commented.comments!.map(([, text]) => text).sort());

    // Follows: driver follows exactly three members, who post in his communities; counters exact.
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    const moderator = (await findUserByEmail(svc.table, "moderator@example.com"))!;
    const following = await listFollowing(svc.table, driver);
    const expected = SEED_FOLLOWS.filter(([f]) => f === "driver").map(([, m]) => SEED_MEMBERS.find((s) => s.handle === m)!.id);
    expect(following.entries.map((e) => e.user.id).sort()).toEqual([...expected].sort());
    expect(followCountsOf((await getUsers(svc.table, [driver.id])).get(driver.id)!)).toEqual({ followers: 0, following: 3 });
    expect(followCountsOf((await getUsers(svc.table, [moderator.id])).get(moderator.id)!).followers).toBe(0);
    await expectFollowCountersExact(driver.id);

    // "You're following" in a community of driver's: the followed members' seeded posts, newest first.
    const feed = await followingFeed(svc.table, driver, "parking-tips");
    const byFollowed = SEED_POSTS["parking-tips"].filter(
      (p) => p.author !== "moderator" && expected.includes(SEED_MEMBERS.find((m) => m.handle === p.author)!.id),
    );
    expect(byFollowed.length).toBeGreaterThan(0);
    expect(feed.total).toBe(byFollowed.length);
    expect(feed.posts.length).toBe(Math.min(10, byFollowed.length));
    expect(feed.posts.every((p) => expected.includes(p.authorId))).toBe(true);

    // A member's profile: every seeded post counted, and those of the last 30 days.
    const priya = SEED_MEMBERS.find((m) => m.handle === "priya")!;
    const hers = await Promise.all(
      COMMUNITY_IDS.flatMap((id) => SEED_POSTS[id].filter((p) => p.author === "priya").map((p) => post(id, p.n))),
    );
    const now = new Date();
    const firstDay = new Date(now.getTime() - (RECENT_POST_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const profile = await publicProfile(svc.table, driver, priya.id, now);
    expect(profile.totalPosts).toBe(hers.length);
    expect(profile.totalPosts).toBeGreaterThan(0);
    expect(profile.postsLast30Days).toBe(hers.filter((p) => p.createdAt.slice(0, 10) >= firstDay).length);
    expect(profile.postsLast30Days).toBeGreaterThan(0);
  });

  it("after a change to the data, adds only what is missing and keeps live counters exact", async () => {
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    // A real like by the driver, a seeded like lost (an interrupted run), and the data "changed" (no marker).
    await react(svc.table, driver, seedPostId("parking-tips", 4), "like");
    const lost = SEED_MEMBERS.find((m) => m.handle === SEED_POSTS["parking-tips"].find((p) => p.n === 4)!.likes![0])!;
    await svc.table.delete(
      postKeys.like(seedPostId("parking-tips", 4), lost.id).pk,
      postKeys.like(seedPostId("parking-tips", 4), lost.id).sk,
    );
    await svc.table.update(postKeys.item(seedPostId("parking-tips", 4)).pk, "POST", {
      expression: "ADD likeCount :m",
      values: { ":m": -1 },
    });
    // A post seeded before the tallies existed (content version 1): not in its author's tallies, and a `media` attribute.
    const old = await post("parking-tips", 5);
    await svc.table.update(old.pk, old.sk, { expression: "REMOVE seedTallied SET media = :m", values: { ":m": { fileType: "image" } } });
    await svc.table.transact(authorTallies(old, -1));
    await svc.table.delete(COMMUNITY_SEED_MARKER_KEY.pk, COMMUNITY_SEED_MARKER_KEY.sk);
    const communityBefore = await listCommunities(svc.table);
    const countersBefore = await counters();

    // Later: every comment's time moves with `now`, so comments must be matched by id.
    expect(await seedCommunityContent(svc, new Date(Date.now() + 3_600_000))).toMatchObject({ seeded: true });
    await expectCountsMatchItems("parking-tips", 4);
    expect((await post("parking-tips", 4)).likeCount).toBe(SEED_POSTS["parking-tips"].find((p) => p.n === 4)!.likes!.length + 1);
    // Nothing new to count in the communities; comment counts, follow counters and tallies as before (the old post's tallies back).
    expect(await listCommunities(svc.table)).toEqual(communityBefore);
    const after = await counters();
    const oldKeys = authorTallies(old, 1).map((t) => keyString(t.Update!.Key as { pk: string; sk: string }));
    for (const key of oldKeys) countersBefore.set(key, (countersBefore.get(key) ?? 0) + 1);
    expect(after).toEqual(countersBefore);
    expect((await post("parking-tips", 5)) as unknown).not.toHaveProperty("media");
    await expectCountsMatchItems("parking-tips", 5);
  });
});

async function post(communityId: (typeof COMMUNITY_IDS)[number], n: number): Promise<SeededPostItem> {
  const key = postKeys.item(seedPostId(communityId, n));
  return (await svc.table.get<SeededPostItem>(key.pk, key.sk, true))!;
}

async function expectCountsMatchItems(communityId: (typeof COMMUNITY_IDS)[number], n: number): Promise<void> {
  const item = await post(communityId, n);
  const likes = await svc.table.queryAll({ pk: `POST#${item.id}`, sk: { beginsWith: "LIKE#" } });
  const saves = await svc.table.queryAll({ pk: `POST#${item.id}`, sk: { beginsWith: "SAVE#" } });
  const comments = await svc.table.queryAll({ pk: `POST#${item.id}`, sk: { beginsWith: "COMMENT#" } });
  expect(item.likeCount).toBe(likes.length);
  expect(item.saveCount).toBe(saves.length);
  expect(item.commentCount).toBe(comments.length);
}

/** A member's follow counters equal their FOLLOWING and FOLLOWER items. */
async function expectFollowCountersExact(userId: string): Promise<void> {
  const user = (await getUsers(svc.table, [userId])).get(userId)!;
  const following = await svc.table.queryAll({ pk: `USER#${userId}`, sk: { beginsWith: "FOLLOWING#" } });
  const followers = await svc.table.queryAll({ pk: `USER#${userId}`, sk: { beginsWith: "FOLLOWER#" } });
  expect(followCountsOf(user)).toEqual({ followers: followers.length, following: following.length });
}

const keyString = (key: { pk: string; sk: string }) => `${key.pk}/${key.sk}`;

/** Every counter the seed moves: the posts' comment counts, the members' follow counters and the authors' tallies. */
async function counters(): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  for (const id of COMMUNITY_IDS)
    for (const p of SEED_POSTS[id]) values.set(`comments ${seedPostId(id, p.n)}`, (await post(id, p.n)).commentCount);
  const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  const moderator = (await findUserByEmail(svc.table, "moderator@example.com"))!;
  for (const id of [driver.id, moderator.id, ...SEED_MEMBERS.map((m) => m.id)]) {
    await expectFollowCountersExact(id);
    const counts = followCountsOf((await getUsers(svc.table, [id])).get(id)!);
    values.set(`followers ${id}`, counts.followers);
    values.set(`following ${id}`, counts.following);
    for (const tally of await svc.table.queryAll<{ pk: string; sk: string; count: number }>({
      pk: `USER#${id}`,
      sk: { beginsWith: "POST" },
    }))
      values.set(keyString(tally), tally.count);
  }
  return values;
}
