import { beforeAll, describe, expect, it } from "vitest";
import { readProfileImage } from "@core/account/profile-image";
import { findUserByEmail, getUsers } from "@core/account/user-store";
import { userKeys, type UserItem } from "@core/account/user";
import { getMembership, listCommunities } from "@core/community/community-store";
import { communitiesFor } from "@core/community/membership";
import { postKeys } from "@core/community/post";
import { communityFeed } from "@core/community/posts";
import { react } from "@core/community/reactions";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { COMMUNITY_IDS, SEED_MEMBERS, SEED_POSTS, seedMembersOf, seedPostId } from "../../infra/local/seed/community-content";
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
    expect(first).toMatchObject({ seeded: true, members: SEED_MEMBERS.length, videos: 1 });
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

    // Media: the video and a picture's two sizes are in the bucket, where the post's `media` says.
    const video = await post("road-trips", 2);
    expect(video.media).toMatchObject({ fileType: "video", contentType: "video/mp4" });
    expect((await svc.files.get(video.media!.keys.full))?.contentType).toBe("video/mp4");
    const picture = await post("parking-tips", 2);
    expect(picture.media).toMatchObject({ fileType: "image", contentType: "image/jpeg", width: 1200, height: 800 });
    for (const key of [picture.media!.keys.full, picture.media!.keys.web!])
      expect((await svc.files.get(key))?.contentType).toBe("image/jpeg");

    // A sample post's counters equal its like and save items.
    await expectCountsMatchItems("parking-tips", 4);
    expect((await post("parking-tips", 4)).likeCount).toBe(SEED_POSTS["parking-tips"].find((p) => p.n === 4)!.likes!.length);
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
    await svc.table.delete(COMMUNITY_SEED_MARKER_KEY.pk, COMMUNITY_SEED_MARKER_KEY.sk);
    const communityBefore = await listCommunities(svc.table);

    expect(await seedCommunityContent(svc)).toMatchObject({ seeded: true });
    await expectCountsMatchItems("parking-tips", 4);
    expect((await post("parking-tips", 4)).likeCount).toBe(SEED_POSTS["parking-tips"].find((p) => p.n === 4)!.likes!.length + 1);
    // Nothing new to count in the communities.
    expect(await listCommunities(svc.table)).toEqual(communityBefore);
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
  expect(item.likeCount).toBe(likes.length);
  expect(item.saveCount).toBe(saves.length);
}
