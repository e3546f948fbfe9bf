import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { bearer, call, multipart, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

let svc: Services;
let driver: string;
let asha: string;

beforeAll(async () => {
  svc = await createTestServices("posts-api");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  [driver, asha] = await Promise.all([tokenFor("driver@example.com", "Driver#2026"), tokenFor("asha@example.com", "Driver#2026")]);
});

const post = (token: string, json: Record<string, unknown>) => call("POST", "/api/posts", { headers: bearer(token), json });

describe("posts API (spec community.md §7)", () => {
  it("answers 401 without a token on every post path", async () => {
    for (const [method, path] of [
      ["POST", "/api/posts"],
      ["GET", "/api/posts/x"],
      ["DELETE", "/api/posts/x"],
      ["GET", "/api/posts/community/parking-tips"],
      ["PATCH", "/api/posts/x/like"],
      ["PATCH", "/api/posts/x/unlike"],
      ["PATCH", "/api/posts/x/save"],
      ["PATCH", "/api/posts/x/unsave"],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("creates a post in the spec's shape, by community id or name, and refuses bad input with the spec's text", async () => {
    const created = await post(driver, { content: "Arrive 10 minutes early at the airport car park.", communityId: "parking-tips" });
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({
      content: "Arrive 10 minutes early at the airport car park.",
      fileUrl: "",
      user: { name: "Demo Driver" },
      community: { _id: "parking-tips", name: "Parking Tips" },
      likeCount: 0,
      likedByMe: false,
      likes: [],
      savedByCount: 0,
      commentCount: 0,
    });
    expect(created.body.post.createdAt).toBe(created.body.post.dateTime);
    const byName = await post(driver, { content: "Charging is free at the mall on Sundays.", communityName: "Electric Vehicles" });
    expect(byName.status).toBe(201);
    const empty = await post(driver, { content: " ", communityId: "parking-tips" });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Please enter a message or select a file.");
    const withFile = await multipart({
      content: "A photo of the gate",
      communityId: "parking-tips",
      file: { filename: "gate.jpg", type: "image/jpeg", bytes: new Uint8Array([0xff, 0xd8, 0xff]) },
    });
    const refusedFile = await call("POST", "/api/posts", { headers: { ...bearer(driver), ...withFile.headers }, body: withFile.body });
    expect(refusedFile.status).toBe(400);
    expect(refusedFile.body.message).toBe("Pictures and videos are uploaded straight to storage, not in this request.");
  });

  it("keeps posts to members: 403 for a non-member's post, read, feed, like, and for deleting someone else's post", async () => {
    const created = (await post(driver, { content: "Road trip: Mumbai to Goa by the coastal road.", communityId: "road-trips" })).body.post;
    expect((await post(asha, { content: "I am not a member of this one.", communityId: "road-trips" })).status).toBe(403);
    expect((await post(asha, { content: "No such community here at all.", communityName: "Nowhere" })).status).toBe(403);
    expect((await call("GET", `/api/posts/${created._id}`, { headers: bearer(asha) })).status).toBe(403);
    expect((await call("GET", "/api/posts/community/road-trips", { headers: bearer(asha) })).status).toBe(403);
    expect((await call("PATCH", `/api/posts/${created._id}/like`, { headers: bearer(asha) })).status).toBe(403);

    const tip = (await post(asha, { content: "Two-wheeler bays are at the back.", communityId: "parking-tips" })).body.post;
    const other = await call("DELETE", `/api/posts/${tip._id}`, { headers: bearer(driver) });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Only the author can delete this post.");
    expect((await call("DELETE", `/api/posts/${tip._id}`, { headers: bearer(asha) })).status).toBe(200);
    expect((await call("GET", `/api/posts/${tip._id}`, { headers: bearer(asha) })).status).toBe(404);
  });

  it("likes and saves once each, and answers the counts and the caller's state", async () => {
    const created = (await post(asha, { content: "Helmet lockers at Andheri station car park.", communityId: "parking-tips" })).body.post;
    const like = () => call("PATCH", `/api/posts/${created._id}/like`, { headers: bearer(driver) });
    await Promise.all([like(), like(), like()]);
    expect((await like()).body).toEqual({ likeCount: 1, likedByMe: true });
    const seen = (await call("GET", `/api/posts/${created._id}`, { headers: bearer(driver) })).body;
    expect(seen).toMatchObject({ likeCount: 1, likedByMe: true, likes: [expect.any(String)] });
    expect((await call("PATCH", `/api/posts/${created._id}/save`, { headers: bearer(driver) })).body).toEqual({
      savedByCount: 1,
      savedByMe: true,
    });
    expect((await call("PATCH", `/api/posts/${created._id}/unsave`, { headers: bearer(driver) })).body).toEqual({
      savedByCount: 0,
      savedByMe: false,
    });
    expect((await call("PATCH", `/api/posts/${created._id}/unlike`, { headers: bearer(driver) })).body).toEqual({
      likeCount: 0,
      likedByMe: false,
    });
  });

  it("pages the feed newest first with the spec's limit and skip, and with cursors", async () => {
    for (let i = 0; i < 12; i++) {
      expect((await post(asha, { content: `Two wheeler tip number ${i} for the monsoon.`, communityId: "two-wheelers" })).status).toBe(201);
    }
    const feed = (skip: number) => call("GET", `/api/posts/community/two-wheelers?limit=10&skip=${skip}`, { headers: bearer(asha) });
    const first = (await feed(0)).body;
    expect(first.totalCommunityPosts).toBe(12);
    expect(first.formattedPosts).toHaveLength(10);
    expect(first.formattedPosts[0].content).toBe("Two wheeler tip number 11 for the monsoon.");
    const second = (await feed(10)).body;
    expect(second.formattedPosts.map((p: { content: string }) => p.content)).toEqual([
      "Two wheeler tip number 1 for the monsoon.",
      "Two wheeler tip number 0 for the monsoon.",
    ]);
    const byCursor = await call("GET", `/api/posts/community/two-wheelers?cursor=${encodeURIComponent(first.nextCursor)}`, {
      headers: bearer(asha),
    });
    expect(byCursor.body.formattedPosts).toEqual(second.formattedPosts);
    expect((await feed(40)).body.formattedPosts).toEqual([]);
    expect((await feed(5000)).status).toBe(400);
  });
});
