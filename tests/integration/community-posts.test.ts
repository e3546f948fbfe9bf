import { beforeAll, describe, expect, it } from "vitest";
import type { Community } from "@core/community/community";
import { createCommunity, getCommunity } from "@core/community/community-store";
import { joinCommunity } from "@core/community/membership";
import { POST_MESSAGES } from "@core/community/post";
import { getPost } from "@core/community/post-store";
import { communityFeed, createPost, deletePost, readPost } from "@core/community/posts";
import { react, unreact } from "@core/community/reactions";
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("community-posts");
});

async function community(members: string[]): Promise<Community> {
  const c: Community = {
    id: `c-${Math.random().toString(36).slice(2, 10)}`,
    name: `Posts ${Math.random().toString(36).slice(2, 10)}`,
    description: "For tests.",
    rules: [],
    banner: "",
    moderators: ["mod"],
    memberCount: 0,
    postCount: 0,
    createdAt: "2026-11-24T00:00:00.000Z",
  };
  await createCommunity(svc.table, c);
  await Promise.all(members.map((id) => joinCommunity(svc.table, { id }, c.id)));
  return c;
}

const text = "A helpful parking tip for everyone.";

describe("posts", () => {
  it("lets members post; refuses empty, short and long texts with the spec's messages and a non-member with 403", async () => {
    const c = await community(["author", "reader"]);
    const { post } = await createPost(svc.table, { id: "author" }, c.id, { content: `  ${text}  ` });
    expect(post.content).toBe(text);
    expect((await getCommunity(svc.table, c.id, true))?.postCount).toBe(1);
    await expect(createPost(svc.table, { id: "author" }, c.id, { content: "   " })).rejects.toThrow(POST_MESSAGES.empty);
    await expect(createPost(svc.table, { id: "author" }, c.id, { content: "too short" })).rejects.toThrow(POST_MESSAGES.tooShort);
    await expect(createPost(svc.table, { id: "author" }, c.id, { content: "x".repeat(3001) })).rejects.toBeInstanceOf(ValidationError);
    await expect(
      createPost(svc.table, { id: "author" }, c.id, {
        content: "",
        file: { key: "k", type: "image", contentType: "image/jpeg", size: 52_428_801 },
      }),
    ).rejects.toThrow(POST_MESSAGES.badFile);
    await expect(createPost(svc.table, { id: "stranger" }, c.id, { content: text })).rejects.toBeInstanceOf(ForbiddenError);
    // The moderator posts without a membership item.
    await createPost(svc.table, { id: "mod" }, c.id, { content: text });
    expect((await getCommunity(svc.table, c.id, true))?.postCount).toBe(2);
    await expect(readPost(svc.table, { id: "stranger" }, post.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await readPost(svc.table, { id: "reader" }, post.id)).post.content).toBe(text);
  });

  it("pages the feed newest first by cursor, every post once, and refuses another community's cursor", async () => {
    const c = await community(["writer"]);
    const other = await community(["writer"]);
    const start = Date.parse("2026-11-24T10:00:00Z");
    for (let i = 0; i < 23; i++) {
      await svc.table.put({
        pk: `POST#feed-${c.id}-${i}`,
        sk: "POST",
        gsi1pk: `COMMUNITY#${c.id}#POSTS`,
        gsi1sk: `${new Date(start + i * 60_000).toISOString()}#feed-${i}`,
        id: `feed-${c.id}-${i}`,
        communityId: c.id,
        authorId: "writer",
        content: `Post number ${i} in the feed`,
        likeCount: 0,
        commentCount: 0,
        saveCount: 0,
        createdAt: new Date(start + i * 60_000).toISOString(),
      } as never);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await communityFeed(svc.table, { id: "writer" }, c.id, { cursor });
      expect(page.posts.length).toBeLessThanOrEqual(10);
      seen.push(...page.posts.map((p) => p.content));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toHaveLength(23);
    expect(seen[0]).toBe("Post number 22 in the feed");
    expect(seen[22]).toBe("Post number 0 in the feed");
    const first = await communityFeed(svc.table, { id: "writer" }, c.id);
    await expect(communityFeed(svc.table, { id: "writer" }, other.id, { cursor: first.cursor })).rejects.toThrow("Invalid page cursor.");
    await expect(communityFeed(svc.table, { id: "nobody" }, c.id)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("deletes only the author's own post, and the community's count drops", async () => {
    const c = await community(["owner", "other"]);
    const { post } = await createPost(svc.table, { id: "owner" }, c.id, { content: text });
    await expect(deletePost(svc.table, { id: "other" }, post.id)).rejects.toThrow(POST_MESSAGES.notAuthor);
    await expect(deletePost(svc.table, { id: "mod" }, post.id)).rejects.toBeInstanceOf(ForbiddenError);
    await deletePost(svc.table, { id: "owner" }, post.id);
    expect(await getPost(svc.table, post.id, true)).toBeUndefined();
    expect((await getCommunity(svc.table, c.id, true))?.postCount).toBe(0);
    await expect(deletePost(svc.table, { id: "owner" }, post.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("limits a member to 20 posts in 5 minutes with a clear message", async () => {
    const c = await community(["prolific"]);
    const at = new Date("2026-11-24T12:00:00Z");
    for (let i = 0; i < 20; i++) await createPost(svc.table, { id: "prolific" }, c.id, { content: `${text} ${i}` }, at);
    await expect(createPost(svc.table, { id: "prolific" }, c.id, { content: text }, at)).rejects.toBeInstanceOf(RateLimitedError);
    expect((await getCommunity(svc.table, c.id, true))?.postCount).toBe(20);
  });
});

describe("likes and saves", () => {
  it("counts 60 members liking one post at once exactly, and one member's 20 likes at once once", async () => {
    const members = Array.from({ length: 60 }, (_, i) => `liker-${i}`);
    const c = await community(members);
    const { post } = await createPost(svc.table, { id: "liker-0" }, c.id, { content: text });
    await Promise.all(members.map((id) => react(svc.table, { id }, post.id, "like")));
    expect((await getPost(svc.table, post.id, true))?.likeCount).toBe(60);

    const { post: solo } = await createPost(svc.table, { id: "liker-1" }, c.id, { content: text });
    await Promise.all(Array.from({ length: 20 }, () => react(svc.table, { id: "liker-2" }, solo.id, "like")));
    expect((await getPost(svc.table, solo.id, true))?.likeCount).toBe(1);
    expect((await readPost(svc.table, { id: "liker-2" }, solo.id)).post.likedByMe).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => unreact(svc.table, { id: "liker-2" }, solo.id, "like")));
    expect((await getPost(svc.table, solo.id, true))?.likeCount).toBe(0);
    expect((await readPost(svc.table, { id: "liker-2" }, solo.id)).post.likedByMe).toBe(false);
  });

  it("saves and unsaves with the count, and refuses a non-member", async () => {
    const c = await community(["saver"]);
    const { post } = await createPost(svc.table, { id: "saver" }, c.id, { content: text });
    expect(await react(svc.table, { id: "saver" }, post.id, "save")).toBe(1);
    expect(await react(svc.table, { id: "saver" }, post.id, "save")).toBe(1);
    expect((await readPost(svc.table, { id: "saver" }, post.id)).post.savedByMe).toBe(true);
    expect(await unreact(svc.table, { id: "saver" }, post.id, "save")).toBe(0);
    await expect(react(svc.table, { id: "outsider" }, post.id, "like")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(react(svc.table, { id: "saver" }, "no-such-post", "like")).rejects.toBeInstanceOf(NotFoundError);
  });
});
