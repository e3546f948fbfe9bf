import { beforeAll, describe, expect, it } from "vitest";
import { updateProfile } from "@core/account/account-service";
import { findUserByEmail } from "@core/account/user-store";
import { followMember } from "@core/community/follows";
import { createPost, deletePost } from "@core/community/posts";
import { communityPeople, publicProfile } from "@core/community/profiles";
import { NotFoundError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { bearer, call, createHandlerTestServices, signInDemoMembers } from "../support/api";
import { makeCommunity, makeMember, makeMembers, TIP } from "../support/community";

let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-profiles");
});

describe("public profiles in core", () => {
  it("shows the spec's fields from counters: posts, recent posts, communities, followers, common communities", async () => {
    const [me, them, fan] = await makeMembers(svc, 3);
    const both = await makeCommunity(svc, [me!, them!, fan!]);
    const theirsOnly = await makeCommunity(svc, [them!]);
    await updateProfile(svc, them!.id, {
      bio: "Weekend rider.",
      location: "",
      city: "Pune",
      state: "Maharashtra",
      interests: "EVs, touring , ,evs, Helmets",
    });
    const now = new Date("2026-11-24T12:00:00Z");
    await createPost(svc.table, them!, both.id, { content: TIP }, new Date("2026-09-01T10:00:00Z"));
    await createPost(svc.table, them!, both.id, { content: TIP }, new Date("2026-11-20T10:00:00Z"));
    const { post: gone } = await createPost(svc.table, them!, theirsOnly.id, { content: TIP }, new Date("2026-11-24T09:00:00Z"));
    await createPost(svc.table, them!, theirsOnly.id, { content: TIP }, new Date("2026-11-24T10:00:00Z"));
    await deletePost(svc.table, them!, gone.id);
    await followMember(svc.table, fan!, them!.id);
    await followMember(svc.table, them!, fan!.id);
    await followMember(svc.table, me!, them!.id, new Date("2026-11-22T08:00:00Z"));

    const profile = await publicProfile(svc.table, me!, them!.id, now);
    expect(profile).toEqual({
      _id: them!.id,
      name: them!.name,
      avatar: expect.any(String),
      location: "Pune, Maharashtra",
      bio: "Weekend rider.",
      role: "user",
      interests: ["EVs", "touring", "Helmets"],
      totalPosts: 3,
      totalCommunities: 2,
      joinedOn: them!.createdAt,
      totalFollowers: 2,
      totalFollowing: 1,
      isFollowing: true,
      followingSince: "2026-11-22T08:00:00.000Z",
      postsLast30Days: 2,
      commonCommunities: [{ _id: both.id, name: both.name }],
      canFollow: true,
      isOwnProfile: false,
    });
    const own = await publicProfile(svc.table, them!, them!.id, now);
    expect(own).toMatchObject({ isOwnProfile: true, canFollow: false, isFollowing: false, followingSince: null });
    expect(own.commonCommunities).toHaveLength(2);
  });

  it("hides a moderator's follower counts and says they cannot be followed; admins and unknown ids have no profile", async () => {
    const me = await makeMember(svc);
    const moderator = await makeMember(svc, "Moderator", "moderator");
    const communityModerator = await makeMember(svc, "Moderates one");
    await makeCommunity(svc, [me], [communityModerator]);
    for (const m of [moderator, communityModerator]) {
      expect(await publicProfile(svc.table, me, m.id)).toMatchObject({
        role: "moderator",
        totalFollowers: null,
        totalFollowing: null,
        canFollow: false,
      });
    }
    const admin = await makeMember(svc, "Admin", "admin");
    await expect(publicProfile(svc.table, me, admin.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(publicProfile(svc.table, me, "nobody")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("lists people who share a community, each once, with whether they can be followed, never oneself", async () => {
    const [me, a, b, outsider] = await makeMembers(svc, 4, "Person");
    const moderator = await makeMember(svc, "Zed Moderator");
    const one = await makeCommunity(svc, [me!, a!, b!, moderator], [moderator]);
    const two = await makeCommunity(svc, [me!, a!]);
    await makeCommunity(svc, [outsider!]);
    await followMember(svc.table, me!, a!.id);
    const people = await communityPeople(svc.table, me!);
    expect(people.map((p) => p._id).sort()).toEqual([a!.id, b!.id, moderator.id].sort());
    expect(people.find((p) => p._id === a!.id)).toMatchObject({ isFollowing: true, canFollow: true, role: "user" });
    expect(
      people
        .find((p) => p._id === a!.id)!
        .commonCommunities.map((c) => c._id)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    expect(people.find((p) => p._id === moderator.id)).toMatchObject({ canFollow: false, role: "moderator", isFollowing: false });
  });
});

describe("own profile: bio, location and interests", () => {
  it("stores the three optional fields, trimmed, and refuses over-long ones with a clear message", async () => {
    const me = await makeMember(svc);
    const updated = await updateProfile(svc, me.id, { bio: "  I ride a Pulsar to work.  ", location: "Indore", interests: "bikes, tea" });
    expect(updated).toMatchObject({ bio: "I ride a Pulsar to work.", location: "Indore", interests: "bikes, tea" });
    await expect(updateProfile(svc, me.id, { bio: "x".repeat(301) })).rejects.toThrow("Please keep your bio under 300 characters.");
    await expect(updateProfile(svc, me.id, { location: "x".repeat(101) })).rejects.toBeInstanceOf(ValidationError);
    await expect(updateProfile(svc, me.id, { interests: "x".repeat(301) })).rejects.toThrow(
      "Please keep your interests under 300 characters.",
    );
    expect(await updateProfile(svc, me.id, { bio: "x".repeat(300), location: "x".repeat(100), interests: "x".repeat(300) })).toBeTruthy();
  });
});

describe("profiles API (spec §7: GET /users/public-users, /public-users/{id}; PUT /users/UpdateInfo)", () => {
  let driver: string;
  let asha: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ driver, asha } = await signInDemoMembers(svc));
    for (const name of ["driver", "asha", "moderator"]) ids[name] = (await findUserByEmail(svc.table, `${name}@example.com`))!.id;
  });

  it("answers 401 without a token", async () => {
    expect((await call("GET", "/api/users/public-users")).status).toBe(401);
    expect((await call("GET", "/api/users/public-users/x")).status).toBe(401);
  });

  it("edits bio, location and interests through the profile update, and shows them on the public profile", async () => {
    const saved = await call("PUT", "/api/users/UpdateInfo", {
      headers: bearer(asha),
      json: { bio: "Scooter commuter in Bengaluru.", location: "Bengaluru", interests: "scooters, rain gear, parking" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      bio: "Scooter commuter in Bengaluru.",
      location: "Bengaluru",
      interests: "scooters, rain gear, parking",
    });
    const tooLong = await call("PUT", "/api/users/UpdateInfo", { headers: bearer(asha), json: { bio: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Please keep your bio under 300 characters.");

    const profile = await call("GET", `/api/users/public-users/${ids.asha}`, { headers: bearer(driver) });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      name: "Asha Rao",
      bio: "Scooter commuter in Bengaluru.",
      location: "Bengaluru",
      interests: ["scooters", "rain gear", "parking"],
      role: "user",
      canFollow: true,
      isFollowing: false,
      followingSince: null,
      commonCommunities: [{ _id: "parking-tips", name: "Parking Tips" }],
      totalCommunities: 2,
    });
    expect((await call("GET", "/api/users/public-users/no-such-user", { headers: bearer(driver) })).status).toBe(404);
  });

  it("shows a moderator's profile without follower counts and with canFollow false", async () => {
    const profile = await call("GET", `/api/users/public-users/${ids.moderator}`, { headers: bearer(driver) });
    expect(profile.body).toMatchObject({ role: "moderator", totalFollowers: null, totalFollowing: null, canFollow: false });
    expect(profile.body.commonCommunities.map((c: { _id: string }) => c._id).sort()).toEqual([
      "electric-vehicles",
      "parking-tips",
      "road-trips",
    ]);
  });

  it("lists people who share a community with the caller", async () => {
    const people = await call("GET", "/api/users/public-users", { headers: bearer(asha) });
    expect(people.status).toBe(200);
    expect(people.body.map((p: { name: string }) => p.name)).toEqual(["Community Moderator", "Demo Driver"]);
    expect(people.body[0]).toMatchObject({ _id: ids.moderator, canFollow: false });
    expect(people.body[1]).toMatchObject({
      _id: ids.driver,
      canFollow: true,
      commonCommunities: [{ _id: "parking-tips", name: "Parking Tips" }],
    });
  });
});
