import { describe, expect, it } from "vitest";
import { verifyPassword } from "@core/security/password";
import {
  ageMs,
  COMMUNITY_IDS,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBER_PASSWORD_HASH,
  MEMBER_HANDLES,
  SEED_FOLLOWS,
  SEED_MEMBERS,
  SEED_POSTS,
} from "../../infra/local/seed/community-content";

/** The seeded community content (issue 11): what the data promises, checked without a table or the seed. */
const DAY_MS = 86_400_000;
const DRIVER_COMMUNITIES = ["parking-tips", "electric-vehicles", "road-trips"];

describe("the seeded members", () => {
  it("are 12 or more, with unique ids and addresses, and the profile fields the public profile shows", () => {
    expect(SEED_MEMBERS.length).toBeGreaterThanOrEqual(12);
    expect(SEED_MEMBERS.map((m) => m.handle).sort()).toEqual([...MEMBER_HANDLES].sort());
    expect(new Set(SEED_MEMBERS.map((m) => m.id)).size).toBe(SEED_MEMBERS.length);
    expect(new Set(SEED_MEMBERS.map((m) => m.email)).size).toBe(SEED_MEMBERS.length);
    expect(new Set(SEED_MEMBERS.map((m) => m.city)).size).toBeGreaterThanOrEqual(8);
    for (const m of SEED_MEMBERS) {
      const [first, last] = m.name.toLowerCase().split(" ");
      expect(m.email).toBe(`${first}.${last}@example.com`);
      expect(m.bio.length).toBeGreaterThan(40);
      expect(m.bio.length).toBeLessThanOrEqual(300);
      expect(m.interests.split(",").map((s) => s.trim()).length).toBeGreaterThanOrEqual(3);
      expect(m.communities.length).toBeGreaterThanOrEqual(2);
      expect(m.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it("sign in with the demo password: the kept hash verifies", async () => {
    expect(await verifyPassword(DEMO_MEMBER_PASSWORD, DEMO_MEMBER_PASSWORD_HASH)).toBe(true);
  });

  it("follow each other and are followed by driver (three who post in his communities), never the moderator", () => {
    const pairs = SEED_FOLLOWS.map(([a, b]) => `${a}>${b}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const [follower, followed] of SEED_FOLLOWS) {
      expect(follower).not.toBe(followed);
      expect(MEMBER_HANDLES).toContain(followed);
    }
    const followedByDriver = SEED_FOLLOWS.filter(([f]) => f === "driver").map(([, m]) => m);
    expect(followedByDriver).toHaveLength(3);
    for (const handle of followedByDriver) {
      const posts = DRIVER_COMMUNITIES.flatMap((c) => SEED_POSTS[c as keyof typeof SEED_POSTS].filter((p) => p.author === handle));
      expect(posts.length, handle).toBeGreaterThan(0);
    }
    expect(SEED_FOLLOWS.filter(([f]) => f !== "driver").length).toBeGreaterThanOrEqual(10);
  });
});

describe("the seeded posts", () => {
  it("give each community 26–30 posts by its members, with on-limit texts, a spread of ages and pictures", () => {
    for (const id of COMMUNITY_IDS) {
      const posts = SEED_POSTS[id];
      const members = new Set(SEED_MEMBERS.filter((m) => m.communities.includes(id)).map((m) => m.handle));
      expect(posts.length, id).toBeGreaterThanOrEqual(26);
      expect(posts.length, id).toBeLessThanOrEqual(30);
      expect(new Set(posts.map((p) => p.n)).size, id).toBe(posts.length);
      expect(posts.filter((p) => p.image).length, id).toBeGreaterThanOrEqual(4);
      const lengths = posts.map((p) => p.text.trim().length);
      expect(Math.min(...lengths), id).toBeGreaterThanOrEqual(10);
      expect(Math.max(...lengths), id).toBeLessThanOrEqual(3000);
      expect(lengths.some((n) => n < 160) && lengths.some((n) => n > 1000), `${id}: short and long posts`).toBe(true);
      const ages = posts.map((p) => ageMs(p.age));
      expect(Math.max(...ages), id).toBeGreaterThanOrEqual(55 * DAY_MS);
      expect(Math.max(...ages), id).toBeLessThanOrEqual(62 * DAY_MS);
      expect(ages.filter((a) => a <= 30 * DAY_MS).length, id).toBeGreaterThanOrEqual(8);
      expect(ages.filter((a) => a <= 3 * DAY_MS).length, id).toBeGreaterThanOrEqual(2);
      for (const post of posts) {
        const where = `${id} #${post.n}`;
        expect(post.author === "moderator" || members.has(post.author), where).toBe(true);
        expect(post.comments?.length ?? 0, where).toBeLessThanOrEqual(6);
        for (const [author, text] of post.comments ?? []) {
          expect(author === "moderator" || members.has(author), `${where}: comment by ${author}`).toBe(true);
          expect(text.trim().length, where).toBeGreaterThan(0);
          expect(text.length, where).toBeLessThanOrEqual(500);
        }
        for (const list of [post.likes ?? [], post.saves ?? []]) {
          expect(new Set(list).size, where).toBe(list.length);
          for (const handle of list) expect(members.has(handle), `${where}: ${handle}`).toBe(true);
        }
      }
    }
    expect(COMMUNITY_IDS.flatMap((id) => SEED_POSTS[id]).filter((p) => p.video)).toHaveLength(1);
  });

  it("are written by every seeded member somewhere", () => {
    const authors = new Set(COMMUNITY_IDS.flatMap((id) => SEED_POSTS[id].map((p) => p.author)));
    for (const m of SEED_MEMBERS) expect(authors.has(m.handle), m.handle).toBe(true);
  });
});
