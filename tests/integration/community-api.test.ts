import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { API_ROUTES } from "../../functions/handlers/routes";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

let svc: Services;
let driver: string;
let asha: string;
let moderator: string;

beforeAll(async () => {
  svc = await createTestServices("community-api");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  [driver, asha, moderator] = await Promise.all([
    tokenFor("driver@example.com", "Driver#2026"),
    tokenFor("asha@example.com", "Driver#2026"),
    tokenFor("moderator@example.com", "Moderator#2026"),
  ]);
});

const names = (body: { name: string }[]) => body.map((c) => c.name);

describe("communities API (spec community.md §7)", () => {
  it("answers 401 with a message, without a token, on every community path that needs a signed-in member", async () => {
    // Taken from the route table, so a path added later is checked too: every community route that
    // reads the token secret needs a signed-in member. Only the banner (a public picture) does not.
    const guarded = API_ROUTES.filter((route) => route.context === "community" && route.grants.includes("secrets:read"));
    const open = API_ROUTES.filter((route) => route.context === "community" && !guarded.includes(route));
    expect(open.map((route) => route.path)).toEqual(["/api/communities/{id}/banner"]);
    expect(guarded.length).toBeGreaterThanOrEqual(26);
    for (const { method, path } of guarded) {
      const res = await call(method, path.replace(/\{[^}]+\}/g, "parking-tips"));
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(typeof res.body.message, `${method} ${path}`).toBe("string");
    }
  });

  it("lists joined and not-joined communities with their member counts, and members carries only the viewer", async () => {
    const member = await call("GET", "/api/communities/member", { headers: bearer(asha) });
    expect(member.status).toBe(200);
    expect(names(member.body)).toEqual(["Parking Tips", "Two Wheelers"]);
    const tips = member.body[0];
    expect(tips).toMatchObject({ _id: "parking-tips", memberCount: 3, isMember: true, isModerator: false });
    expect(tips.members).toHaveLength(1);
    expect(tips.rules[0]).toEqual({ _id: "parking-tips-rule-1", rule: expect.any(String) });
    expect(tips.banner).toBe("/api/communities/parking-tips/banner?v=parking-tips.svg");
    const notMember = await call("GET", "/api/communities/notmember", { headers: bearer(asha) });
    expect(names(notMember.body)).toEqual(["Car Care", "Electric Vehicles", "Road Trips", "Traffic and Commuting"]);
    expect(notMember.body.every((c: { members: string[] }) => c.members.length === 0)).toBe(true);
  });

  it("shows a community by its URL-encoded name to members only: 403 for others, even for a name that does not exist", async () => {
    const ok = await call("GET", "/api/communities/Two%20Wheelers", { headers: bearer(asha) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ _id: "two-wheelers", name: "Two Wheelers", memberCount: 2 });
    const refused = await call("GET", "/api/communities/Two%20Wheelers", { headers: bearer(driver) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only members of this community can see it. Join the community first.");
    const unknown = await call("GET", "/api/communities/No%20Such%20Place", { headers: bearer(driver) });
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(refused.body);
    // The moderator sees every community they moderate.
    expect((await call("GET", "/api/communities/car%20care", { headers: bearer(moderator) })).status).toBe(200);
  });

  it("joins and leaves, counting each once; a moderator cannot leave", async () => {
    const join = () => call("POST", "/api/communities/car-care/join", { headers: bearer(driver) });
    const [a, b] = await Promise.all([join(), join()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.community).toMatchObject({ _id: "car-care", memberCount: 2, isMember: true });
    expect((await call("GET", "/api/communities/Car%20Care", { headers: bearer(driver) })).status).toBe(200);

    const leave = await call("POST", "/api/communities/car-care/leave", { headers: bearer(driver) });
    expect(leave.status).toBe(200);
    expect((await call("GET", "/api/communities/Car%20Care", { headers: bearer(driver) })).status).toBe(403);
    const after = await call("GET", "/api/communities/notmember", { headers: bearer(driver) });
    expect(after.body.find((c: { _id: string }) => c._id === "car-care").memberCount).toBe(1);

    const modLeave = await call("POST", "/api/communities/car-care/leave", { headers: bearer(moderator) });
    expect(modLeave.status).toBe(403);
    expect(modLeave.body.message).toBe("Moderators cannot leave their community.");
    expect((await call("POST", "/api/communities/no-such/join", { headers: bearer(driver) })).status).toBe(404);
  });

  it("serves a community's banner as a picture", async () => {
    const res = await call("GET", "/api/communities/road-trips/banner");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect((await call("GET", "/api/communities/no-such/banner")).status).toBe(404);
  });
});
