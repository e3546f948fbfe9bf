import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MESSAGES } from "@core/community/comment";
import { addComment, listComments } from "@core/community/comments";
import { getPost } from "@core/community/post-store";
import { createPost } from "@core/community/posts";
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { bearer, call, createHandlerTestServices, postThroughApi, signInDemoMembers } from "../support/api";
import { makeCommunity, makeMember, makeMembers, postAmongNewMembers, TIP } from "../support/community";

let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-comments");
});

describe("comments in core", () => {
  it("lets members comment, newest first 10 a page, and counts them on the post", async () => {
    const { members, post } = await postAmongNewMembers(svc, 2);
    const [author, reader] = members;
    const start = Date.parse("2026-11-24T10:00:00Z");
    for (let i = 0; i < 23; i++) {
      await addComment(svc.table, i % 2 ? reader! : author!, post.id, { content: `  Comment number ${i}  ` }, new Date(start + i * 1000));
    }
    expect((await getPost(svc.table, post.id, true))?.commentCount).toBe(23);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listComments(svc.table, reader!, post.id, { cursor });
      expect(page.comments.length).toBeLessThanOrEqual(10);
      expect(page.total).toBe(23);
      seen.push(...page.comments.map((comment) => comment.content));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(seen[0]).toBe("Comment number 22");
    expect(seen[22]).toBe("Comment number 0");
  });

  it("refuses an empty or over-long comment with a clear message, a non-member with 403 first, and a missing post with 404", async () => {
    const [author, stranger] = await makeMembers(svc, 2);
    const c = await makeCommunity(svc, [author!]);
    const { post } = await createPost(svc.table, author!, c.id, { content: TIP });
    await expect(addComment(svc.table, author!, post.id, { content: "   " })).rejects.toThrow(COMMENT_MESSAGES.required);
    await expect(addComment(svc.table, author!, post.id, { content: "x".repeat(501) })).rejects.toThrow(COMMENT_MESSAGES.tooLong);
    expect((await addComment(svc.table, author!, post.id, { content: "x".repeat(500) })).content).toHaveLength(500);
    // However the request is shaped, a non-member learns only that they are not a member.
    await expect(addComment(svc.table, stranger!, post.id, { content: "" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addComment(svc.table, stranger!, post.id, { content: "x".repeat(501) })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listComments(svc.table, stranger!, post.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addComment(svc.table, author!, "no-such-post", { content: "Hello" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addComment(svc.table, author!, post.id, { content: "Hello", postId: "another" })).rejects.toBeInstanceOf(ValidationError);
    expect((await getPost(svc.table, post.id, true))?.commentCount).toBe(1);
  });

  it("keeps the comment count exact when 40 members comment at once", async () => {
    const { members, post } = await postAmongNewMembers(svc, 40);
    await Promise.all(members.map((m, i) => addComment(svc.table, m, post.id, { content: `Agreed, from member ${i}` })));
    expect((await getPost(svc.table, post.id, true))?.commentCount).toBe(40);
    const first = await listComments(svc.table, members[1]!, post.id);
    expect(first.total).toBe(40);
    expect(first.comments).toHaveLength(10);
  });

  it("limits a member to 100 comments in 5 minutes", async () => {
    const member = await makeMember(svc);
    const c = await makeCommunity(svc, [member]);
    const { post } = await createPost(svc.table, member, c.id, { content: TIP });
    const at = new Date("2026-11-24T12:00:00Z");
    // Five rounds of 20: the rule is what is tested here, not contention on one post.
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => addComment(svc.table, member, post.id, { content: `Note ${round}-${i}` }, at)),
      );
    }
    await expect(addComment(svc.table, member, post.id, { content: "One more" }, at)).rejects.toBeInstanceOf(RateLimitedError);
    expect((await getPost(svc.table, post.id, true))?.commentCount).toBe(100);
  });
});

describe("comments API (spec §7: POST /posts/{id}/comment, and the comments page)", () => {
  let driver: string;
  let asha: string;
  beforeAll(async () => {
    ({ driver, asha } = await signInDemoMembers(svc));
  });

  it("answers 401 without a token", async () => {
    expect((await call("POST", "/api/posts/x/comment", { json: { content: "Hi" } })).status).toBe(401);
    expect((await call("GET", "/api/posts/x/comments")).status).toBe(401);
  });

  it("comments in the spec's shape, pages the comments, and the post carries its count and first page", async () => {
    const post = await postThroughApi(asha, "Where do you park near Koramangala?", "parking-tips");
    const sent = await call("POST", `/api/posts/${post._id}/comment`, {
      headers: bearer(driver),
      json: { content: "The mall basement, Rs. 40 an hour.", postId: post._id },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      _id: expect.any(String),
      content: "The mall basement, Rs. 40 an hour.",
      createdAt: expect.any(String),
      user: { _id: expect.any(String), name: "Demo Driver", avatar: expect.any(String) },
    });
    for (let i = 0; i < 11; i++) {
      expect(
        (await call("POST", `/api/posts/${post._id}/comment`, { headers: bearer(asha), json: { content: `Thanks ${i}` } })).status,
      ).toBe(201);
    }
    const first = await call("GET", `/api/posts/${post._id}/comments`, { headers: bearer(driver) });
    expect(first.body.totalComments).toBe(12);
    expect(first.body.comments).toHaveLength(10);
    expect(first.body.comments[0].content).toBe("Thanks 10");
    const second = await call("GET", `/api/posts/${post._id}/comments?cursor=${encodeURIComponent(first.body.nextCursor)}`, {
      headers: bearer(driver),
    });
    expect(second.body.comments.map((c: { content: string }) => c.content)).toEqual(["Thanks 0", "The mall basement, Rs. 40 an hour."]);
    expect(second.body.nextCursor).toBeNull();

    const seen = (await call("GET", `/api/posts/${post._id}`, { headers: bearer(driver) })).body;
    expect(seen.commentCount).toBe(12);
    expect(seen.comments).toEqual(first.body.comments);
    expect(seen.nextCommentsCursor).toEqual(expect.any(String));
    // Lists carry the count only: a feed of ten posts does not read ten comment pages.
    const feed = (await call("GET", "/api/posts/community/parking-tips", { headers: bearer(driver) })).body.formattedPosts;
    expect(feed.find((p: { _id: string }) => p._id === post._id)).toMatchObject({ commentCount: 12, comments: [] });
  });

  it("refuses a non-member with 403 however the request is shaped, and a bad comment with its message", async () => {
    const post = await postThroughApi(driver, "Charging at Lonavala food mall works.", "electric-vehicles");
    for (const json of [{ content: "Nice" }, { content: "" }, {}, { content: "x".repeat(600), postId: "other" }]) {
      expect((await call("POST", `/api/posts/${post._id}/comment`, { headers: bearer(asha), json })).status).toBe(403);
    }
    expect((await call("GET", `/api/posts/${post._id}/comments`, { headers: bearer(asha) })).status).toBe(403);
    const empty = await call("POST", `/api/posts/${post._id}/comment`, { headers: bearer(driver), json: { content: " " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please write a comment.");
    const long = await call("POST", `/api/posts/${post._id}/comment`, { headers: bearer(driver), json: { content: "x".repeat(501) } });
    expect(long.body.message).toBe("A comment can be at most 500 characters.");
  });
});
