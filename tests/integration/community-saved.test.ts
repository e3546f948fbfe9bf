import { beforeAll, describe, expect, it } from "vitest";
import { postsPerCommunity } from "@core/community/author-stats";
import { addComment } from "@core/community/comments";
import { savedPosts } from "@core/community/feeds";
import { joinCommunity, leaveCommunity } from "@core/community/membership";
import { postKeys } from "@core/community/post";
import { purgeDeletedPosts, purgeKeys, purgePostLeftovers } from "@core/community/post-purge";
import { getPost } from "@core/community/post-store";
import { toApiPosts } from "@core/community/post-view";
import { createPost, deletePost, readPost } from "@core/community/posts";
import { react } from "@core/community/reactions";
import { readReportQueue, reportPost } from "@core/moderation/reports";
import { ForbiddenError } from "@core/errors";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { bearer, call, createHandlerTestServices, tokenFor } from "../support/api";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";
import { handler as sweep } from "../../functions/handlers/jobs/sweep";

let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-saved");
});

const partition = (postId: string) => svc.table.queryAll<{ pk: string; sk: string }>({ pk: postKeys.item(postId).pk });
const savedIndex = (userId: string) => svc.table.queryAll<{ pk: string; sk: string }>({ index: "gsi1", pk: postKeys.savedBy(userId) });

describe("saves under concurrency", () => {
  it("counts 50 members saving one post at once exactly 50, and one member's 20 saves at once once", async () => {
    const members = await makeMembers(svc, 50, "Saver");
    const c = await makeCommunity(svc, members);
    const { post } = await createPost(svc.table, members[0]!, c.id, { content: TIP });
    await Promise.all(members.map((m) => react(svc.table, m, post.id, "save")));
    const seen = await readPost(svc.table, members[1]!, post.id);
    expect((await toApiPosts(svc.table, [seen.post], seen.community, members[1]!.id))[0]!.savedByCount).toBe(50);

    const { post: solo } = await createPost(svc.table, members[1]!, c.id, { content: TIP });
    await Promise.all(Array.from({ length: 20 }, () => react(svc.table, members[2]!, solo.id, "save")));
    expect((await getPost(svc.table, solo.id, true))?.saveCount).toBe(1);
    // Listed once in the member's saved list (besides the first post, which they saved too).
    expect((await savedIndex(members[2]!.id)).filter((s) => s.pk === postKeys.save(solo.id, members[2]!.id).pk)).toHaveLength(1);
  });
});

describe("saved posts", () => {
  it("lists saved posts newest saved first, 10 a page, only in communities the member can see now", async () => {
    const [me, author] = await makeMembers(svc, 2);
    const kept = await makeCommunity(svc, [me!, author!]);
    const left = await makeCommunity(svc, [me!, author!]);
    const start = Date.parse("2026-11-24T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 14; i++) {
      const { post } = await createPost(svc.table, author!, i % 2 ? left.id : kept.id, { content: `${TIP} ${i}` });
      await react(svc.table, me!, post.id, "save", new Date(start + i * 60_000));
      ids.push(post.id);
    }
    const all = async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await savedPosts(svc.table, me!, { cursor });
        expect(page.posts.length).toBeLessThanOrEqual(10);
        expect(page.posts.every((p) => p.savedByMe)).toBe(true);
        seen.push(...page.posts.map((p) => p.id));
        cursor = page.cursor;
      } while (cursor);
      return seen;
    };
    expect(await all()).toEqual([...ids].reverse());
    const first = await savedPosts(svc.table, me!);
    expect(first.posts).toHaveLength(10);

    // Leaving a community hides its posts from /saved; rejoining shows them again.
    await leaveCommunity(svc.table, me!, left.id);
    expect(await all()).toEqual(ids.filter((_, i) => i % 2 === 0).reverse());
    await joinCommunity(svc.table, me!, left.id);
    expect(await all()).toHaveLength(14);
    // A deleted post is gone from /saved with its save.
    await deletePost(svc.table, author!, ids[13]!);
    expect(await all()).toEqual(ids.slice(0, 13).reverse());
  });
});

describe("deleting a post", () => {
  it("removes its likes, saves, comments and reports with their index entries, and the author's tallies", async () => {
    const [author, a, b, stranger] = await makeMembers(svc, 4);
    const c = await makeCommunity(svc, [author!, a!, b!, stranger!]);
    const { post } = await createPost(svc.table, author!, c.id, { content: TIP });
    const { post: kept } = await createPost(svc.table, author!, c.id, { content: TIP });
    for (const m of [a!, b!]) {
      await react(svc.table, m, post.id, "like");
      await react(svc.table, m, post.id, "save");
      await react(svc.table, m, kept.id, "save");
      await addComment(svc.table, m, post.id, { content: "Useful, thanks." });
      await reportPost(svc.table, m, { postId: post.id, reportReason: "Spam" });
    }
    expect(await partition(post.id)).toHaveLength(1 + 2 * 4 + 1); // post, 2 × (like, save, comment, report), queue entry
    expect((await postsPerCommunity(svc.table, author!.id)).get(c.id)).toBe(2);

    await expect(deletePost(svc.table, stranger!, post.id)).rejects.toBeInstanceOf(ForbiddenError);
    await deletePost(svc.table, author!, post.id);
    expect(await partition(post.id)).toEqual([]);
    expect((await savedIndex(a!.id)).map((s) => s.pk)).toEqual([postKeys.save(kept.id, a!.id).pk]);
    expect((await readReportQueue(svc.table, c.id)).entries).toEqual([]);
    expect((await postsPerCommunity(svc.table, author!.id)).get(c.id)).toBe(1);
    // The other post is untouched.
    expect((await partition(kept.id)).length).toBe(3);
  });

  it("leaves what its budget cannot remove to the sweeper, which finishes it", async () => {
    const members = await makeMembers(svc, 12, "Liker");
    const author = await makeMember(svc, "Author");
    const c = await makeCommunity(svc, [author, ...members]);
    const { post } = await createPost(svc.table, author, c.id, { content: TIP });
    await Promise.all(members.map((m) => react(svc.table, m, post.id, "like")));
    // What deletePost's transaction does, then a purge cut short by a budget of 5.
    await svc.table.transact([
      { Delete: { Key: postKeys.item(post.id) } },
      {
        Put: {
          Item: { ...purgeKeys.marker(post.id), gsi1pk: purgeKeys.queue, gsi1sk: `2026-11-24T00:00:00.000Z#${post.id}`, postId: post.id },
        },
      },
    ]);
    expect(await purgePostLeftovers(svc.table, post.id, 5)).toBe(false);
    const left = await partition(post.id);
    expect(left.length).toBeGreaterThan(1);
    expect(left.some((item) => item.sk === purgeKeys.marker(post.id).sk)).toBe(true);
    expect((await sweep()).purgedPosts).toBe(1);
    expect(await partition(post.id)).toEqual([]);
    expect(await purgeDeletedPosts(svc.table)).toBe(0);
  });
});

describe("saved posts API (spec §7: GET /posts/saved)", () => {
  it("answers 401 without a token, and the saved posts newest saved first in the post shape", async () => {
    await seedDemoAccounts(svc);
    await seedDemoCommunities(svc);
    expect((await call("GET", "/api/posts/saved")).status).toBe(401);
    const [driver, asha] = await Promise.all([tokenFor("driver@example.com", "Driver#2026"), tokenFor("asha@example.com", "Driver#2026")]);
    expect((await call("GET", "/api/posts/saved", { headers: bearer(driver) })).body).toEqual({ savedPosts: [], nextCursor: null });
    const ids: string[] = [];
    for (const content of [
      "Park facing out at the stadium car park, so you leave fast after the match.",
      "Carry coins for the old parking meters near the market.",
    ]) {
      const post = (await call("POST", "/api/posts", { headers: bearer(asha), json: { content, communityId: "parking-tips" } })).body.post;
      expect((await call("PATCH", `/api/posts/${post._id}/save`, { headers: bearer(driver) })).status).toBe(200);
      ids.push(post._id);
    }
    const saved = await call("GET", "/api/posts/saved", { headers: bearer(driver) });
    expect(saved.body.savedPosts.map((p: { _id: string }) => p._id)).toEqual([...ids].reverse());
    expect(saved.body.savedPosts[0]).toMatchObject({
      savedByMe: true,
      savedByCount: 1,
      community: { _id: "parking-tips", name: "Parking Tips" },
    });
    expect(saved.body.nextCursor).toBeNull();
  });
});
