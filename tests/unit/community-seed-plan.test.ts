import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS, SEED_FOLLOWS, SEED_MEMBERS, SEED_POSTS, seedMember } from "../../infra/local/seed/community-content";
import { initialsOf, postImageSvg } from "../../infra/local/seed/community-media";
import { avatarName, planComments, planCommunityContent, planFollows, postFile } from "../../infra/local/seed/community-plan";

/** What the community seed writes (issue 11), worked out without a table: items, counts, media keys, pictures. */
const DAY_MS = 86_400_000;
const ids = { moderator: "moderator-id", driver: "driver-id" };

describe("the members' avatars", () => {
  it("are named the way readProfileImage accepts, with two initials", () => {
    for (const m of SEED_MEMBERS) {
      expect(avatarName(m, 1)).toMatch(/^[0-9a-f-]{36}-[0-9a-f]{12}\.(jpg|png|gif|webp)$/);
      expect(initialsOf(m.name)).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe("the plan the seed writes", () => {
  const now = new Date("2026-03-01T06:00:00Z");
  const plan = planCommunityContent(now, ids, 1);

  it("counts likes, saves and comments in each post and keeps every time in the past", () => {
    expect(plan.posts.length).toBe(COMMUNITY_IDS.reduce((n, id) => n + SEED_POSTS[id].length, 0));
    for (const { item, likes, saves, comments } of plan.posts) {
      expect(item.id).toMatch(/^seed-post-[a-z-]+-\d{2}$/);
      expect(item.likeCount).toBe(likes.length);
      expect(item.saveCount).toBe(saves.length);
      expect(item.commentCount).toBe(comments.length);
      expect(item.seedTallied).toBe(true);
      expect(Date.parse(item.createdAt)).toBeLessThan(now.getTime());
      expect(Date.parse(item.createdAt)).toBeGreaterThan(now.getTime() - 62 * DAY_MS);
      for (const r of [...likes, ...saves, ...comments]) {
        expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(item.createdAt));
        expect(Date.parse(r.createdAt)).toBeLessThan(now.getTime());
      }
    }
    expect(plan.posts.find((p) => p.item.id === "seed-post-parking-tips-01")?.item.authorId).toBe(ids.moderator);
  });

  it("records the post's file in the uploads pipeline's shape under media/<128-bit hex>/", () => {
    const video = plan.media.find((m) => m.kind === "video")!;
    expect(postFile(video)).toEqual({
      key: expect.stringMatching(/^media\/[0-9a-f]{32}\/video\.mp4$/),
      type: "video",
      contentType: "video/mp4",
      width: 480,
      height: 270,
    });
    const image = plan.media.find((m) => m.kind === "image")!;
    expect(postFile(image)).toEqual({
      key: expect.stringMatching(/^media\/[0-9a-f]{32}\/full\.jpg$/),
      type: "image",
      contentType: "image/jpeg",
      width: 1200,
      height: 800,
      web: { key: expect.stringMatching(/^media\/[0-9a-f]{32}\/web\.jpg$/), width: 720, height: 480, contentType: "image/jpeg" },
    });
    expect(plan.posts.find((p) => p.media === image)?.item.file).toEqual(postFile(image));
    expect(new Set(plan.media.map((m) => m.keys.full)).size).toBe(plan.media.length);
  });

  it("plans the comments and follows, authored by the right people", () => {
    const comments = planComments(now, ids);
    expect(plan.posts.flatMap((p) => p.comments.map((c) => c.id))).toEqual(comments.map((c) => c.id));
    expect(comments.length).toBe(COMMUNITY_IDS.reduce((n, id) => n + SEED_POSTS[id].reduce((m, p) => m + (p.comments?.length ?? 0), 0), 0));
    expect(new Set(comments.map((c) => c.id)).size).toBe(comments.length);
    const follows = planFollows(now, ids);
    expect(follows.filter((f) => f.followerId === ids.driver).map((f) => f.followedId)).toEqual(
      SEED_FOLLOWS.filter(([f]) => f === "driver").map(([, m]) => seedMember(m).id),
    );
    expect(follows.some((f) => f.followedId === ids.moderator)).toBe(false);
  });
});

describe("the pictures", () => {
  it("draw letters as strokes, never with fonts, and are the same on every run", () => {
    const svg = postImageSvg({ scene: "parking-sign", light: "night" }, "seed-post-parking-tips-13");
    expect(svg).not.toContain("<text");
    expect(postImageSvg({ scene: "parking-sign", light: "night" }, "seed-post-parking-tips-13")).toBe(svg);
  });
});
