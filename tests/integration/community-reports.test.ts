import { beforeAll, describe, expect, it } from "vitest";
import { getPost } from "@core/community/post-store";
import { createPost, readPost } from "@core/community/posts";
import { REPORT_MESSAGES, reportKeys } from "@core/moderation/report";
import { readReportQueue, reportPost } from "@core/moderation/reports";
import { ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { bearer, call, createHandlerTestServices, postThroughApi, signInDemoMembers } from "../support/api";
import { makeCommunity, makeMembers, postAmongNewMembers, TIP } from "../support/community";

let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-reports");
});

describe("reports in core", () => {
  it("files one report per member per post: a second report changes nothing and keeps the first reason", async () => {
    const { members, community: c, post } = await postAmongNewMembers(svc, 2);
    const [author, reporter] = members;
    expect((await readPost(svc.table, reporter!, post.id)).post.reportedByMe).toBe(false);
    expect(await reportPost(svc.table, reporter!, { postId: post.id, reportReason: "spam", communityId: c.id })).toEqual({
      alreadyReported: false,
    });
    expect(await reportPost(svc.table, reporter!, { postId: post.id, reportReason: "Misinformation" })).toEqual({ alreadyReported: true });
    expect((await getPost(svc.table, post.id, true))?.reportCount).toBe(1);
    const stored = await svc.table.get<{ pk: string; sk: string; reason: string }>(
      reportKeys.report(post.id, reporter!.id).pk,
      reportKeys.report(post.id, reporter!.id).sk,
      true,
    );
    expect(stored?.reason).toBe("Spam");
    expect((await readPost(svc.table, reporter!, post.id)).post.reportedByMe).toBe(true);
    // Another member's view is their own: they have not reported it.
    expect((await readPost(svc.table, author!, post.id)).post.reportedByMe).toBe(false);
  });

  it("counts 25 members reporting at once exactly, and one member's 10 reports at once once", async () => {
    const { members, community: c, post } = await postAmongNewMembers(svc, 25);
    await Promise.all(members.map((m) => reportPost(svc.table, m, { postId: post.id, reportReason: "Off-topic" })));
    expect((await getPost(svc.table, post.id, true))?.reportCount).toBe(25);
    const { post: other } = await createPost(svc.table, members[1]!, c.id, { content: TIP });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => reportPost(svc.table, members[2]!, { postId: other.id, reportReason: "Spam" })),
    );
    expect(results.filter((r) => !r.alreadyReported)).toHaveLength(1);
    expect((await getPost(svc.table, other.id, true))?.reportCount).toBe(1);
  });

  it("takes a listed reason with optional details, or free text as 'Other', and refuses an empty reason or long text", async () => {
    const { members, post } = await postAmongNewMembers(svc, 4);
    const [_author, a, b, d] = members;
    const reasonOf = async (userId: string) =>
      svc.table.get<{ pk: string; sk: string; reason: string; details: string }>(`POST#${post.id}`, `REPORT#${userId}`, true);
    await reportPost(svc.table, a!, { postId: post.id, reportReason: "Harassment or hate", details: "Insults in the second line." });
    expect(await reasonOf(a!.id)).toMatchObject({ reason: "Harassment or hate", details: "Insults in the second line." });
    await reportPost(svc.table, b!, { postId: post.id, reportReason: "This is an advert for a car wash" });
    expect(await reasonOf(b!.id)).toMatchObject({ reason: "Other", details: "This is an advert for a car wash" });
    await expect(reportPost(svc.table, d!, { postId: post.id, reportReason: "  " })).rejects.toThrow(REPORT_MESSAGES.reasonRequired);
    await expect(reportPost(svc.table, d!, { postId: post.id, reportReason: "Spam", details: "x".repeat(501) })).rejects.toThrow(
      REPORT_MESSAGES.detailsTooLong,
    );
    expect((await getPost(svc.table, post.id, true))?.reportCount).toBe(2);
  });

  it("refuses a non-member (403 before anything else), a post of another community and a missing post", async () => {
    const [author, stranger] = await makeMembers(svc, 2);
    const c = await makeCommunity(svc, [author!]);
    const other = await makeCommunity(svc, [author!]);
    const { post } = await createPost(svc.table, author!, c.id, { content: TIP });
    await expect(reportPost(svc.table, stranger!, { postId: post.id, reportReason: "Spam" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(reportPost(svc.table, stranger!, { postId: "nope", reportReason: "", communityId: c.id })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(reportPost(svc.table, author!, { postId: post.id, reportReason: "Spam", communityId: other.id })).rejects.toThrow(
      REPORT_MESSAGES.wrongCommunity,
    );
    // A member of another community naming their own community learns nothing about this post either.
    const elsewhere = await makeMembers(svc, 1);
    const theirs = await makeCommunity(svc, elsewhere);
    await expect(
      reportPost(svc.table, elsewhere[0]!, { postId: post.id, reportReason: "Spam", communityId: theirs.id }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(reportPost(svc.table, author!, { postId: "nope", reportReason: "Spam" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(reportPost(svc.table, author!, { postId: post.id, reportReason: "" })).rejects.toBeInstanceOf(ValidationError);
  });

  it("queues a community's reported posts, most recently reported first, from one index Query", async () => {
    const [author, a, b] = await makeMembers(svc, 3);
    const c = await makeCommunity(svc, [author!, a!, b!]);
    const { post: first } = await createPost(svc.table, author!, c.id, { content: TIP });
    const { post: second } = await createPost(svc.table, author!, c.id, { content: TIP });
    await createPost(svc.table, author!, c.id, { content: TIP });
    await reportPost(svc.table, a!, { postId: first.id, reportReason: "Spam" }, new Date("2026-11-24T10:00:00Z"));
    await reportPost(svc.table, a!, { postId: second.id, reportReason: "Spam" }, new Date("2026-11-24T10:05:00Z"));
    // A later report moves the first post to the top; it stays one entry.
    await reportPost(svc.table, b!, { postId: first.id, reportReason: "Spam" }, new Date("2026-11-24T10:10:00Z"));
    const queue = await readReportQueue(svc.table, c.id);
    expect(queue.entries.map((e) => e.postId)).toEqual([first.id, second.id]);
    expect(queue.entries[0]).toMatchObject({ firstReportedAt: "2026-11-24T10:00:00.000Z", lastReportedAt: "2026-11-24T10:10:00.000Z" });
  });
});

describe("reports API (spec §7: POST /communities/report {info})", () => {
  let driver: string;
  let asha: string;
  beforeAll(async () => {
    ({ driver, asha } = await signInDemoMembers(svc));
  });

  it("answers 401 without a token", async () => {
    expect((await call("POST", "/api/communities/report", { json: { info: { postId: "x", reportReason: "Spam" } } })).status).toBe(401);
  });

  it("reports once with the spec's payload, then says it was already reported, and the post shows isReported to the reporter", async () => {
    const post = await postThroughApi(asha, "Cheap valet at the airport, call me!", "parking-tips");
    const report = () =>
      call("POST", "/api/communities/report", {
        headers: bearer(driver),
        json: { info: { postId: post._id, reportReason: "Spam", communityId: "parking-tips" } },
      });
    const first = await report();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: "Thank you. The moderators will review this post.", isReported: true });
    const again = await report();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: "You have already reported this post.", isReported: true, alreadyReported: true });
    expect((await call("GET", `/api/posts/${post._id}`, { headers: bearer(driver) })).body.isReported).toBe(true);
    expect((await call("GET", `/api/posts/${post._id}`, { headers: bearer(asha) })).body.isReported).toBe(false);
  });

  it("refuses a non-member with 403 however the payload is shaped", async () => {
    const post = await postThroughApi(driver, "Toll plaza queues at Khalapur today.", "road-trips");
    for (const info of [
      { postId: post._id, reportReason: "Spam", communityId: "road-trips" },
      { postId: post._id, reportReason: "", communityId: "road-trips" },
      { postId: post._id, reportReason: "Spam" },
      { postId: "no-such-post", communityId: "road-trips" },
    ]) {
      expect((await call("POST", "/api/communities/report", { headers: bearer(asha), json: { info } })).status, JSON.stringify(info)).toBe(
        403,
      );
    }
    const empty = await call("POST", "/api/communities/report", {
      headers: bearer(driver),
      json: { info: { postId: post._id, reportReason: " ", communityId: "road-trips" } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please choose a reason for the report.");
  });
});
